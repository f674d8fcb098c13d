// C17: conceding a match.
import { now as clockNow } from "@/lib/clock";
import type { Actor } from "@/lib/auth/permissions";
import { act, captainSide } from "@/lib/services/challenges/act";

/** C17: either captain concedes before a result is submitted; the other side wins as by forfeit. */
export const concedeChallenge = (actor: Actor, id: string, now = clockNow()) =>
  act(
    actor,
    id,
    (row, a) => ({ type: "concede", by: captainSide(row, a) }),
    now,
    async (tx, row) => {
      // A concession settles whatever claim was open on the match.
      await tx.case.updateMany({ where: { challengeId: row.id, state: "open" }, data: { state: "withdrawn", ruling: "conceded", ruledAt: now } });
      // Issue 38: the end of the match is told once, as final (writeTransition), with C17 as its reason.
    },
    { movesPositions: true },
  );
