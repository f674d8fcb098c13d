// C16: moving an agreed match to another start time.
import { now as clockNow } from "@/lib/clock";
import type { Actor } from "@/lib/auth/permissions";
import { act, captainSide, notifyAfter } from "@/lib/services/challenges/act";

/** C16: either captain proposes one new start time for an agreed match. */
export const proposeReschedule = (actor: Actor, id: string, at: Date, now = clockNow()) =>
  act(actor, id, (row, a) => ({ type: "propose_reschedule", by: captainSide(row, a), at }), now, notifyAfter("reschedule_proposed"));

/** C16: the other captain accepts the proposed time (the check-in hour moves with it) or declines it. */
export const answerReschedule = (actor: Actor, id: string, accept: boolean, now = clockNow()) =>
  act(
    actor,
    id,
    (row, a) => ({ type: accept ? "accept_reschedule" : "decline_reschedule", by: captainSide(row, a) }),
    now,
    notifyAfter(accept ? "reschedule_accepted" : "reschedule_declined"),
  );
