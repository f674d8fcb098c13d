// C4: withdrawing a challenge.
import { now as clockNow } from "@/lib/clock";
import type { Actor } from "@/lib/auth/permissions";
import { act, captainSide } from "@/lib/services/challenges/act";

/** C4: the challenger withdraws before the defender's first response. */
export const withdrawChallenge = (actor: Actor, id: string, now = clockNow()) =>
  act(actor, id, (row, a) => ({ type: "withdraw", by: captainSide(row, a, "challenger") }), now);
