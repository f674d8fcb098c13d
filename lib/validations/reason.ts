// How long a written reason may be: one source for the schemas and the forms' fields, so that the
// browser refuses (minLength/maxLength) what the server would, before anything is sent.
import { z } from "zod";

export type TextLength = { readonly min: number; readonly max: number };

/** A captain's, an admin's or a referee's reason for an action (withdrawing, rejecting, deciding, appealing). */
export const REASON_LENGTH = { min: 3, max: 2000 } as const satisfies TextLength;
/** A claim's or a ruling's reason, which carries the facts of a case (R1–R4). */
export const CASE_REASON_LENGTH = { min: 3, max: 4000 } as const satisfies TextLength;
/** A party's statement to a case. */
export const STATEMENT_LENGTH = { min: 1, max: 4000 } as const satisfies TextLength;

/** The reason's schema: trimmed, then within `length`. */
export function reasonText(length: TextLength = REASON_LENGTH) {
  return z.string().trim().min(length.min).max(length.max);
}
