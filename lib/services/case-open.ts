// Opening a referee case on a challenge (R2), from a captain's appeal or claim, a correction
// request, or the sweep (C8: both sides checked in, nothing reported).
import type { Tx } from "@/lib/db/client";
import type { Actor } from "@/lib/auth/permissions";
import { HOUR, type LeagueSettings } from "@/lib/domain/settings";
import { appendEvents } from "@/lib/services/events";
import type { ChallengeRow } from "@/lib/services/challenge-store";
import { notifyTeams } from "@/lib/services/notify";

/** Opens a referee case on a challenge (R2: due after the league's ruling time) and tells both teams. */
export async function openChallengeCase(
  tx: Tx,
  row: Pick<ChallengeRow, "id" | "number" | "challengerId" | "defenderId">,
  actor: NonNullable<Actor> | null,
  kind: "appeal" | "correction" | "unreported" | "lateness" | "disconnection" | "unregistered" | "in_match",
  rule: string,
  reason: string,
  now: Date,
  settings: Pick<LeagueSettings, "rulingHours">,
  boards: number[] = [],
) {
  const c = await tx.case.create({
    data: { kind, challengeId: row.id, teamId: actor?.captainOf ?? null, openedById: actor?.id ?? "system", reason, boards, createdAt: now, dueAt: new Date(now.getTime() + settings.rulingHours * HOUR) },
    select: { id: true, number: true },
  });
  await appendEvents(tx, [
    { type: "case_opened", rule, at: now, actorId: actor?.id ?? null, teamId: row.challengerId, otherTeamId: row.defenderId, challengeId: row.id, caseId: c.id, data: { kind, number: c.number } },
  ]);
  await notifyTeams(tx, [row.challengerId, row.defenderId], "case_opened", { number: row.number, kind });
  return c;
}
