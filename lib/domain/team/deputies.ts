// T6 (rules revision 3): a captain names up to 2 deputy captains among the team's members; a
// deputy may do everything the captain may do in challenges and cases (the log names who acted).
import type { Violation } from "@/lib/domain/challenge/types";

export const MAX_DEPUTIES = 2;

/** Whether `userIds` may be the team's deputies: at most 2, distinct, members, not the captain. */
export function checkDeputies(input: { userIds: string[]; memberIds: string[]; captainId: string }): Violation | null {
  const ids = input.userIds;
  if (ids.length > MAX_DEPUTIES) return { code: "deputies_too_many", rule: "T6", status: 422, params: { max: MAX_DEPUTIES } };
  if (new Set(ids).size !== ids.length) return { code: "deputies_duplicate", rule: "T6", status: 422 };
  if (ids.includes(input.captainId)) return { code: "deputy_is_captain", rule: "T6", status: 422 };
  const members = new Set(input.memberIds);
  if (ids.some((id) => !members.has(id))) return { code: "deputy_not_member", rule: "T6", status: 422 };
  return null;
}
