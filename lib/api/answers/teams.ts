// Issue 24: answers of the team operations (T1, T2, T5, T6, T7).
import { z } from "zod";
import { Id, UserRef } from "@/lib/api/answers/common";

/** GET /teams/{id} */
export const TeamAnswer = z.object({
  id: Id,
  name: z.string(),
  status: z.enum(["pending", "approved", "withdrawn", "rejected"]),
  captain: UserRef.nullable(),
  members: z.array(UserRef.extend({ captain: z.boolean(), deputy: z.boolean() })),
  deputies: z.array(UserRef).describe("T6"),
  position: z.number().int().nullable(),
  rating: z
    .object({ rating: z.number(), ratedMatches: z.number().int(), wins: z.number().int(), losses: z.number().int(), provisional: z.boolean() })
    .nullable(),
  replacements: z.object({ used: z.number().int(), max: z.number().int() }).describe("T5"),
  contact: z.string().nullable().optional().describe("issue 38: the captain's contact, for a signed-in reader only"),
});
/** PATCH /teams/{id} (issue 38: contact; issue 37: the admin renames) */
export const TeamProfileAnswer = z.object({ id: Id, name: z.string(), contact: z.string().nullable() });

/** POST /teams (T1, T2) */
export const TeamCreatedAnswer = z.object({ id: Id });
/** POST /teams/{id}/approve (T1, T2) */
export const TeamApprovedAnswer = z.object({ id: Id, state: z.literal("approved"), position: z.number().int() });
/** POST /teams/{id}/reject (T1) */
export const TeamRejectedAnswer = z.object({ id: Id, state: z.literal("rejected") });
/** PUT /teams/{id}/deputies (T6) */
export const DeputiesAnswer = z.object({ teamId: Id, deputies: z.array(Id) });
/** PUT /teams/{id}/captain (T6) */
export const CaptainAnswer = z.object({ teamId: Id, captainId: Id });
/** POST /teams/{id}/withdraw (T7) */
export const TeamWithdrawnAnswer = z.object({ teamId: Id, position: z.number().int().describe("where it stood"), conceded: z.array(Id).describe("C17") });
/** POST /teams/{id}/members */
export const MemberAddedAnswer = z.object({ teamId: Id, userId: Id, override: z.boolean().describe("T5: added as an override with a reason") });
