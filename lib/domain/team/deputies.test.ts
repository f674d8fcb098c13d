import { describe, expect, test } from "vitest";
import { checkDeputies } from "./deputies";

const team = { memberIds: ["cap", "a", "b", "c"], captainId: "cap" };

describe("T6: deputies", () => {
  test.each([
    [[], null],
    [["a"], null],
    [["a", "b"], null],
    [["a", "b", "c"], "deputies_too_many"],
    [["a", "a"], "deputies_duplicate"],
    [["cap"], "deputy_is_captain"],
    [["a", "stranger"], "deputy_not_member"],
  ])("%j → %s", (userIds, code) => {
    const v = checkDeputies({ ...team, userIds });
    expect(v?.code ?? null).toBe(code);
    if (v) expect(v.rule).toBe("T6");
  });
});
