// C11: checking in for a match.
import { Prisma } from "@/lib/db/generated/client";
import { newId } from "@/lib/db/ids";
import { now as clockNow } from "@/lib/clock";
import type { Actor } from "@/lib/auth/permissions";
import type { Side } from "@/lib/domain/challenge/types";
import { Forbidden } from "@/lib/errors";
import { writeLater } from "@/lib/db/write-behind";
import { act } from "@/lib/services/challenges/act";

/** C11: any member of either team checks in for the team. */
export async function checkIn(actor: Actor, id: string, now = clockNow()) {
  return act(
    actor,
    id,
    (row, a) => {
      const side: Side | null = a.teamId === row.challengerId ? "challenger" : a.teamId === row.defenderId ? "defender" : null;
      if (!side) throw new Forbidden("not_team_member");
      return { type: "check_in", by: side };
    },
    now,
    async (tx, row) => {
      await writeLater(
        tx,
        Prisma.sql`INSERT INTO "CheckIn" (id, "challengeId", "teamId", "userId", at) VALUES (${newId()}, ${row.id}, ${actor!.teamId!}, ${actor!.id}, ${now})`,
      );
    },
  );
}
