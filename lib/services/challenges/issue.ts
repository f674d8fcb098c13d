// Issuing a challenge (C1, C2, C5, C6, C10, S3; issue 4): the eligibility rules (one answer:
// lib/domain/challenge/eligibility.ts), the 4 times, the league lock and its events, in one transaction.
import { matchFacts } from "@/lib/services/notify/facts";
import { Prisma } from "@/lib/db/generated/client";
import { newId } from "@/lib/db/ids";
import { now as clockNow } from "@/lib/clock";
import { requirePermission, requireUser, type Actor } from "@/lib/auth/permissions";
import { issueChallenge as domainIssue } from "@/lib/domain/challenge/issue";
import { Forbidden, NotFound, RuleViolation, violationError } from "@/lib/errors";
import { appendEvents } from "@/lib/services/league/events";
import { SETTING_NAMES, type LeagueSettings } from "@/lib/domain/settings";
import { loadLadderState } from "@/lib/services/league/ladder-read";
import { firstReminder } from "@/lib/services/challenges/challenge-store";
import { inTransaction } from "@/lib/db/transaction";
import { notifyTeams } from "@/lib/services/mail/inbox";
import { closePriorityWeek, recordClosureSeen } from "@/lib/services/challenges/priority";
import { takeLadderLock } from "@/lib/services/challenges/locks";
import { latestSeason } from "@/lib/services/league/seasons";
import { checkIssueInSeason } from "@/lib/domain/season/season";
import { leagueDay } from "@/lib/domain/schedule/window";
import { ladderOfTeam } from "@/lib/services/league/ladders";

export type SlotInputDto = { at: Date; offWindowAgreed?: boolean };

/** C1, C2, C5, C6, C10: the challenger's captain issues a challenge with 4 proposed times. */
export async function issueChallenge(actor: Actor, input: { defenderId: string; slots: SlotInputDto[] }, now = clockNow()) {
  requireUser(actor);
  if (!actor.teams.some((t) => t.captain)) throw new Forbidden("not_captain");
  return inTransaction(async (tx) => {
    // S2 (revision 4): the challenger is the team the captain leads in the defender's ladder (a
    // person leads at most one per ladder); a defender in a ladder where they lead none is in
    // another ladder than theirs (C1 never crosses ladders).
    const defenderLadder = await ladderOfTeam(tx, input.defenderId);
    const mine = actor.teams.find((t) => t.captain && t.ladder === defenderLadder) ?? actor.teams.find((t) => t.captain)!;
    const challengerId = mine.teamId;
    requirePermission(actor, "team.captain", challengerId);
    if (defenderLadder === null) throw new NotFound("not_found");
    // Issuing is serialised per ladder (S2): positions, locks and the priority window are read and
    // written as one (the C2 partial unique indexes hold even if this lock were bypassed).
    await takeLadderLock(tx, [defenderLadder]);
    // Read under the lock: a team moved by S5 meanwhile (a close holds every ladder's lock) is in
    // another ladder now, and C1 never crosses ladders.
    const ladder = await ladderOfTeam(tx, challengerId);
    if (ladder === null) throw new NotFound("not_found");
    if (ladder !== defenderLadder) throw new RuleViolation("ladder_other", "S2");
    const s = await loadLadderState(tx, now, ladder);
    // S3 (revision 4): from the season's start until its end; it belongs to that season.
    const season = await latestSeason(tx, ladder);
    const outside = checkIssueInSeason(season, leagueDay(now, s.settings.timeZone));
    if (outside) throw violationError(outside);
    const from = s.posOf.get(challengerId);
    const to = s.posOf.get(input.defenderId);
    if (from === undefined) throw new RuleViolation("not_ranked", "T2");
    if (to === undefined) {
      const other = await ladderOfTeam(tx, input.defenderId);
      if (other !== null && other !== ladder) throw new RuleViolation("ladder_other", "S2");
      throw new NotFound("not_found");
    }
    const r = domainIssue(
      {
        challengerPosition: from,
        defenderPosition: to,
        slots: input.slots,
        ladder: s.view,
        priority: { decided: s.decided, topLocked: s.view.hasIncoming.has(1), closed: s.priority.closed },
      },
      now,
      s.settings,
    );
    if (!r.ok) throw violationError(r.violation);
    const ch = r.challenge;
    // The challenge, its 4 times and the league's "ladder locked" mark in one hand-written statement
    // (issue 11: issuing runs under its ladder's lock, so its cost is every other issuer's wait).
    const slotRows = ch.slots.map((sl) => Prisma.sql`(${newId()}::text, ${sl.at}::timestamp, ${sl.proposedBy}::text, ${sl.offWindowAgreed}::boolean)`);
    const [created] = await tx.$queryRaw<{ id: string; number: number; respondBy: Date; playBy: Date; challengerName: string; defenderName: string }[]>`
      WITH c AS (
        INSERT INTO "Challenge" (id, "challengerId", "defenderId", "challengerPosition", "defenderPosition", state, "issuedAt", "respondBy", "playBy", "nextDeadlineAt", "nextReminderAt", settings, "seasonId", "leagueId")
        VALUES (${newId()}, ${challengerId}, ${input.defenderId}, ${from}, ${to}, ${ch.state}::"ChallengeState", ${ch.issuedAt}, ${ch.respondBy}, ${ch.playBy}, ${ch.respondBy}, ${firstReminder(ch, now)}, ${JSON.stringify(snapshotOf(s.settings))}::jsonb, ${season!.id}, ${season!.leagueId})
        RETURNING id, number, "respondBy", "playBy"),
      s AS (
        INSERT INTO "Slot" (id, "challengeId", at, "proposedBy", "offWindowAgreed")
        SELECT v.id, c.id, v.at, v.by::"Side", v.off FROM c, (VALUES ${Prisma.join(slotRows)}) AS v(id, at, by, off)),
      -- the first challenge fixes the ladder's initial order (the admin can no longer set it, T2);
      -- a ladder the admin never ordered is set by it (T5's moment, decision 0025)
      l AS (UPDATE "League" SET "ladderLockedAt" = ${now}, "ladderSetAt" = COALESCE("ladderSetAt", ${now}), "updatedAt" = ${new Date()}
        WHERE id = ${ladder} AND "ladderLockedAt" IS NULL)
      SELECT id, number, "respondBy", "playBy", (SELECT name FROM "Team" WHERE id = ${challengerId}) AS "challengerName", (SELECT name FROM "Team" WHERE id = ${input.defenderId}) AS "defenderName" FROM c`;
    if (s.priority.open && (from === 2 || from === 3) && to === 1) {
      await tx.priorityDecision.create({ data: { weekStart: s.weekStart, teamId: challengerId, decision: "challenge", at: now } });
    }
    // C10 (revision 2): position 1 is now locked, so the window closes, and stays closed this week.
    if (s.priority.open && to === 1) await closePriorityWeek(tx, s.weekStart, now, "top_locked", ladder);
    await recordClosureSeen(tx, s);
    await appendEvents(
      tx,
      r.events.map((e) => ({ ...e, at: now, actorId: actor.id, teamId: challengerId, otherTeamId: input.defenderId, challengeId: created.id })),
    );
    // Issue 38: the defender's captain and deputies, with the four times and C7's deadline.
    await notifyTeams(
      tx,
      [input.defenderId],
      "challenge_received",
      {
        ...matchFacts({
          ...created,
          challengerId,
          defenderId: input.defenderId,
          challengerPosition: from,
          defenderPosition: to,
          challenger: { name: created.challengerName },
          defender: { name: created.defenderName },
        }),
        by: created.challengerName,
        times: ch.slots.map((sl) => sl.at.toISOString()),
        deadline: created.respondBy.toISOString(),
      },
      null,
      ladder,
    );
    const { challengerName: _c, defenderName: _d, ...out } = created;
    return out;
  });
}

/** S1: the settings in force at issue, kept with the challenge (the league's name and venue aside). */
function snapshotOf(settings: LeagueSettings): LeagueSettings {
  return Object.fromEntries(SETTING_NAMES.map((n) => [n, settings[n]])) as LeagueSettings;
}
