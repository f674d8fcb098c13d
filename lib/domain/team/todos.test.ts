import { describe, expect, test } from "vitest";
import { todoFor, type TodoChallenge } from "./todos";

const c = (state: string, submittedBy: "challenger" | "defender" | null = null): TodoChallenge => ({
  state,
  challengerId: "A",
  defenderId: "B",
  result: state === "result_submitted" ? { submittedBy } : null,
});

describe("todoFor (issue 37)", () => {
  test.each([
    ["defender's captain answers", c("awaiting_response"), "B", true, "answer"],
    ["the challenger waits for the answer", c("awaiting_response"), "A", true, null],
    ["the challenger chooses", c("awaiting_choice"), "A", true, "choose"],
    ["captains play and report", c("scheduled"), "A", true, "playAndReport"],
    ["a member checks in (C11)", c("scheduled"), "B", false, "checkIn"],
    ["a member answers nothing", c("awaiting_response"), "B", false, null],
    ["the other side confirms or appeals (M2)", c("result_submitted", "challenger"), "B", true, "confirmOrAppeal"],
    ["the submitter is not asked to confirm its own result", c("result_submitted", "challenger"), "A", true, null],
    ["a referee's result asks nobody", c("result_submitted", null), "A", true, null],
    ["a member does not confirm", c("result_submitted", "challenger"), "B", false, null],
    ["disputed: the referees act", c("disputed"), "A", true, null],
    ["another team's challenge", c("scheduled"), "Z", true, null],
  ] as const)("%s", (_name, ch, team, leads, key) => expect(todoFor(ch, team, leads)).toBe(key));
});
