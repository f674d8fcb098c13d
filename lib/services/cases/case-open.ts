// Opening a referee case on a challenge (R2), from a captain's appeal or claim, a correction
// request, or the sweep (C8: both sides checked in, nothing reported).
import { matchFacts } from "@/lib/services/notify/facts";
import type { RuleId } from "@/lib/domain/rules";
import type { Tx } from "@/lib/db/client";
import { teamInPair, type Actor } from "@/lib/auth/permissions";
import { HOUR, type LeagueSettings } from "@/lib/domain/settings";
import { appendEvents } from "@/lib/services/league/events";
import type { ChallengeRow } from "@/lib/services/challenges/challenge-load";
import { notifyTeams } from "@/lib/services/mail/inbox";

/** Opens a referee case on a challenge (R2: due after the league's ruling time) and tells both teams. */
export async function openChallengeCase(
  tx: Tx,
  row: Pick<ChallengeRow, "id" | "number" | "challengerId" | "defenderId" | "challenger" | "defender">,
  actor: NonNullable<Actor> | null,
  kind: "appeal" | "correction" | "unreported" | "lateness" | "disconnection" | "unregistered" | "in_match",
  rule: RuleId,
  reason: string,
  now: Date,
  settings: Pick<LeagueSettings, "rulingHours">,
  boards: number[] = [],
  resultId: string | null = null,
) {
  const c = await tx.case.create({
    data: {
      kind,
      challengeId: row.id,
      resultId,
      teamId: teamInPair(actor, row, "captain"),
      openedById: actor?.id ?? "system",
      reason,
      boards,
      createdAt: now,
      dueAt: new Date(now.getTime() + settings.rulingHours * HOUR),
    },
    select: { id: true, number: true },
  });
  await recordCase(tx, "case_opened", row, c, { rule, kind, now, actorId: actor?.id ?? null });
  return c;
}

/** The event of a case opened or joined about a challenge, and both teams told (R2). */
async function recordCase(
  tx: Tx,
  type: "case_opened" | "case_joined",
  row: Pick<ChallengeRow, "id" | "number" | "challengerId" | "defenderId" | "challenger" | "defender">,
  c: { id: string; number: number },
  { rule, kind, now, actorId }: { rule: RuleId; kind: string; now: Date; actorId: string | null },
) {
  await appendEvents(tx, [
    {
      type,
      rule,
      at: now,
      actorId,
      teamId: row.challengerId,
      otherTeamId: row.defenderId,
      challengeId: row.id,
      caseId: c.id,
      data: { kind, number: c.number },
    },
  ]);
  await notifyTeams(tx, [row.challengerId, row.defenderId], "case_opened", { ...matchFacts(row), caseId: c.id, reason: kind });
}

/**
 * M2/M4 (revision 3): an appeal, a correction request and a referee review about the same result
 * are heard in one case. The open case about this result, if any, gets the newcomer's reason as a
 * statement; otherwise a case of `kind` opens. Returns the case and whether it was joined.
 */
export async function openOrJoinResultCase(
  tx: Tx,
  row: Pick<ChallengeRow, "id" | "number" | "challengerId" | "defenderId" | "challenger" | "defender"> & { results: { id: string }[] },
  actor: NonNullable<Actor>,
  kind: "appeal" | "correction",
  rule: RuleId,
  reason: string,
  now: Date,
  settings: Pick<LeagueSettings, "rulingHours">,
) {
  const resultId = row.results[0]?.id ?? null;
  const open = resultId
    ? await tx.case.findFirst({ where: { resultId, state: "open", kind: { in: ["appeal", "correction"] } }, select: { id: true, number: true } })
    : null;
  if (!open) return { ...(await openChallengeCase(tx, row, actor, kind, rule, reason, now, settings, [], resultId)), joined: false };
  await tx.caseMessage.create({ data: { caseId: open.id, authorId: actor.id, kind: "statement", body: reason, createdAt: now } });
  await recordCase(tx, "case_joined", row, open, { rule, kind, now, actorId: actor.id });
  return { ...open, joined: true };
}
