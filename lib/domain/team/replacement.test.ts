import { expect, test } from "vitest";
import { checkReplacementApproval, checkReplacementRequest } from "./replacement";

test.each([
  [0, 0, null],
  [1, 0, null],
  [2, 0, "replacement_quota"],
  [0, 1, "replacement_pending"],
  [1, 1, "replacement_pending"],
])("T5: %i approved, %i pending → %s", (approved, pending, code) => {
  expect(checkReplacementRequest({ approved, pending, max: 2 })?.code ?? null).toBe(code);
});

test.each([
  [1, null],
  [2, "replacement_quota"],
])("T5 approval with %i approved → %s", (approved, code) => {
  const v = checkReplacementApproval({ approved, max: 2 });
  expect(v?.code ?? null).toBe(code);
  if (v) expect(v.rule).toBe("T5");
});
