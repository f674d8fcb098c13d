// T5 (revision 2): member replacement through the referees: at most 2 approved per season (S4,
// revision 4: the quota starts again with each season; the service counts the season's), one
// pending at a time; admin overrides (lib/services/league/admin.ts) do not count.
import type { Violation } from "@/lib/domain/challenge/types";

export type ReplacementCounts = { approved: number; pending: number; max: number };

/** Whether a team may file a new replacement request. */
export function checkReplacementRequest(c: ReplacementCounts): Violation | null {
  if (c.pending > 0) return { code: "replacement_pending", rule: "T5", status: 409 };
  if (c.approved >= c.max) return { code: "replacement_quota", rule: "T5", status: 422, params: { max: c.max } };
  return null;
}

/** Whether a referee may approve a pending request (the quota may have been used meanwhile). */
export function checkReplacementApproval(c: Omit<ReplacementCounts, "pending">): Violation | null {
  if (c.approved >= c.max) return { code: "replacement_quota", rule: "T5", status: 422, params: { max: c.max } };
  return null;
}
