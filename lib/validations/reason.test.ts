// A written reason's length has one source (lib/validations/reason.ts): each schema that takes one
// accepts its longest and refuses one character more, and the form field says the same to the browser.
import { expect, test } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ZodType } from "zod";
import { ReasonField } from "@/components/ui/reason-field";
import { CASE_REASON_LENGTH, REASON_LENGTH, STATEMENT_LENGTH, type TextLength } from "@/lib/validations/reason";
import { ClaimSchema, DecisionSchema, RulingSchema, StatementSchema } from "@/lib/validations/cases";
import { ReasonSchema } from "@/lib/validations/challenge";
import { WithdrawTeamSchema } from "@/lib/validations/teams";
import { RejectTeamSchema } from "@/lib/validations/accounts";
import { AddMemberSchema } from "@/lib/validations/admin";

const text = (n: number) => "x".repeat(n);

test.each<[string, ZodType, (s: string) => unknown, TextLength]>([
  ["an appeal or a review (ReasonSchema)", ReasonSchema, (reason) => ({ reason }), REASON_LENGTH],
  ["a team's withdrawal (T7)", WithdrawTeamSchema, (reason) => ({ reason }), REASON_LENGTH],
  ["a rejected registration", RejectTeamSchema, (reason) => ({ reason }), REASON_LENGTH],
  ["a member added after the initial ranking (T1/T5)", AddMemberSchema, (reason) => ({ email: "a@b.club", reason }), REASON_LENGTH],
  ["a decision on a replacement (T5)", DecisionSchema, (reason) => ({ approve: true, reason }), REASON_LENGTH],
  ["a claim", ClaimSchema, (reason) => ({ kind: "lateness", reason }), CASE_REASON_LENGTH],
  ["a ruling", RulingSchema, (reason) => ({ kind: "uphold", reason }), CASE_REASON_LENGTH],
  ["a statement to a case", StatementSchema, (body) => ({ body }), STATEMENT_LENGTH],
])("%s: %o characters", (_name, schema, input, length) => {
  expect(schema.safeParse(input(text(length.max))).success).toBe(true);
  expect(schema.safeParse(input(text(length.max + 1))).success).toBe(false);
  expect(schema.safeParse(input(text(length.min))).success).toBe(true);
  expect(schema.safeParse(input(` ${text(length.min - 1)} `)).success).toBe(false); // trimmed first
});

test.each([
  [{ label: "Reason" }, "input", { name: "reason", required: "", minLength: "3", maxLength: "2000" }],
  [{ label: "Why", length: CASE_REASON_LENGTH, rows: 3 }, "textarea", { name: "reason", rows: "3", required: "", minLength: "3", maxLength: "4000" }],
  [{ label: "Override", name: "overrideReason", optional: true }, "input", { name: "overrideReason", minLength: "3", maxLength: "2000" }],
])("ReasonField %o", (props, tag, attributes) => {
  const html = renderToStaticMarkup(createElement(ReasonField, props));
  expect(html.startsWith(`<label>${props.label}<${tag} `)).toBe(true);
  const field = /<(?:input|textarea) ([^>]*?)\/?>/.exec(html)![1];
  expect(Object.fromEntries([...field.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))).toEqual(attributes);
});
