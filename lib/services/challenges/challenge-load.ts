// Loading a challenge into the domain's shape: the row under its lock, its relations and its
// league's settings in one statement (issue 11); the writing side is challenge-store.ts.
import type { Tx } from "@/lib/db/client";
import { jsonTimestamp } from "@/lib/db/raw";
import { Prisma } from "@/lib/db/generated/client";
import type { Challenge as DomainChallenge, Side } from "@/lib/domain/challenge/types";
import { readSettings, type LeagueSettings } from "@/lib/domain/settings";
import { NotFound } from "@/lib/errors";
import { ID_PATTERN } from "@/lib/validations/ids";
import { primeSettings } from "@/lib/services/league/league";

/** The relations every transition reads (the Prisma shape of ChallengeRow). */
export const challengeInclude = {
  slots: { orderBy: { at: "asc" } },
  checkIns: { orderBy: { at: "asc" } },
  results: { where: { status: { not: "superseded" } }, orderBy: { submittedAt: "desc" }, take: 1 },
  cases: { select: { kind: true, state: true } },
  challenger: { select: { id: true, name: true } },
  defender: { select: { id: true, name: true } },
} as const;
export type ChallengeRow = Prisma.ChallengeGetPayload<{ include: typeof challengeInclude }>;

// Issue 11: every write loads its challenge first, so this is one hand-written statement (the
// row lock, the row and its relations as JSON) instead of a lock query and a compiled Prisma
// query with joins (~2 ms of CPU each time). Same shape as `challengeInclude`; the table test in
// tests/integration/challenge-store.test.ts compares the two on every state.
const challengeSelect = (where: Prisma.Sql, lock: boolean, withLeague = false) => Prisma.sql`
  SELECT c.id, c.number, c."challengerId", c."defenderId", c."challengerPosition", c."defenderPosition", c.state::text AS state,
    c."issuedAt", c."respondBy", c."playBy", c."respondedAt", c."chooseBy", c."scheduledAt", c."resultDueAt", c."nextDeadlineAt",
    c."nextReminderAt", c."outcomeWinner"::text AS "outcomeWinner", c."outcomeReason"::text AS "outcomeReason", c."outcomeRated", c."disputedFrom"::text AS "disputedFrom", c."decidedAt", c."finalAt",
    c."holdsLock", c."rescheduleAt", c."rescheduleBy"::text AS "rescheduleBy", c."rescheduleProposedAt", c."rescheduleOffWindow",
    c."refereeLookedAt", c.settings, c.version, c."seasonId", c."leagueId",
    (SELECT coalesce(json_agg(json_build_object('id', s.id, 'challengeId', s."challengeId", 'at', s.at, 'proposedBy', s."proposedBy", 'offWindowAgreed', s."offWindowAgreed") ORDER BY s.at), '[]') FROM "Slot" s WHERE s."challengeId" = c.id) AS slots,
    (SELECT coalesce(json_agg(json_build_object('id', k.id, 'challengeId', k."challengeId", 'teamId', k."teamId", 'userId', k."userId", 'at', k.at) ORDER BY k.at), '[]') FROM "CheckIn" k WHERE k."challengeId" = c.id) AS "checkIns",
    (SELECT coalesce(json_agg(to_json(r)), '[]') FROM (SELECT * FROM "Result" r WHERE r."challengeId" = c.id AND r.status <> 'superseded' ORDER BY r."submittedAt" DESC LIMIT 1) r) AS results,
    (SELECT coalesce(json_agg(json_build_object('kind', x.kind, 'state', x.state)), '[]') FROM "Case" x WHERE x."challengeId" = c.id) AS cases,
    (SELECT json_build_object('id', t.id, 'name', t.name) FROM "Team" t WHERE t.id = c."challengerId") AS challenger,
    (SELECT json_build_object('id', t.id, 'name', t.name) FROM "Team" t WHERE t.id = c."defenderId") AS defender
    ${withLeague ? Prisma.sql`, (SELECT row_to_json(l) FROM "League" l WHERE l.id = c."leagueId") AS league` : Prisma.empty}
  FROM "Challenge" c WHERE ${where}${lock ? Prisma.sql` FOR UPDATE OF c` : Prisma.empty}`;

type Json = Record<string, unknown>;
const dates = <T extends Json>(o: T, keys: string[]): T => {
  for (const k of keys) (o as Json)[k] = jsonTimestamp(o[k] as string | null);
  return o;
};

function fromRaw({ league: _league, ...r }: Json): ChallengeRow {
  return {
    ...r,
    slots: (r.slots as Json[]).map((s) => dates(s, ["at"])),
    checkIns: (r.checkIns as Json[]).map((s) => dates(s, ["at"])),
    results: (r.results as Json[]).map((s) => dates(s, ["submittedAt", "confirmedAt", "appealedAt", "correctionAt"])),
  } as unknown as ChallengeRow;
}

const snapshots = new WeakMap<object, LeagueSettings>();

/**
 * S1 (rules revision 3): the settings a challenge was issued under, which govern it to its end
 * (deadlines, window, check-in hour, grace, match duration, notice). The rating board's settings
 * are the league's (getSettings).
 */
export function challengeSettings(row: { settings: unknown }): LeagueSettings {
  let s = snapshots.get(row);
  if (!s) snapshots.set(row, (s = readSettings(row.settings)));
  return s;
}

export async function loadChallengeRow(tx: Tx, id: string, lock = true): Promise<ChallengeRow> {
  // Issue 10: an id that cannot be one (a NUL, 5 kB) is unknown, before any query.
  if (!ID_PATTERN.test(id)) throw new NotFound("not_found");
  // Row lock: concurrent transitions of one challenge queue behind each other (PostgreSQL). It is
  // taken by a statement of its own, before the row and its relations are read (issue 21, D1): in
  // READ COMMITTED a statement that waits for the lock re-reads the locked row but still sees the
  // other tables (check-ins, results) as they were when it started, so a check-in committed while
  // a reschedule acceptance waited would be missed, and survive the move of the check-in hour.
  if (lock) await tx.$queryRaw`SELECT 1 FROM "Challenge" WHERE id = ${id} FOR UPDATE`;
  // The league's settings come with it (the transition needs them: one query fewer per write).
  const [row] = await tx.$queryRaw<Json[]>(challengeSelect(Prisma.sql`c.id = ${id}`, false, true));
  if (!row) throw new NotFound("not_found");
  if (row.league) primeSettings(tx, row.league as Parameters<typeof primeSettings>[1]);
  return fromRaw(row);
}

/**
 * Several challenges in one query (the sweep's batch, issue 11), by id; no row locks: the caller
 * holds the swap lock, and writeTransition's version guard refuses a stale row.
 */
export async function loadChallengeRows(tx: Tx, ids: string[]): Promise<Map<string, ChallengeRow>> {
  const valid = ids.filter((id) => ID_PATTERN.test(id));
  if (!valid.length) return new Map();
  const rows = await tx.$queryRaw<Json[]>(challengeSelect(Prisma.sql`c.id IN (${Prisma.join(valid)})`, false));
  return new Map(rows.map((r) => [r.id as string, fromRaw(r)]));
}

export function toDomain(row: ChallengeRow): DomainChallenge {
  const r = row.results[0];
  const sideOf = (teamId: string): Side => (teamId === row.challengerId ? "challenger" : "defender");
  return {
    state: row.state,
    issuedAt: row.issuedAt,
    respondBy: row.respondBy,
    playBy: row.playBy,
    respondedAt: row.respondedAt ?? undefined,
    chooseBy: row.chooseBy ?? undefined,
    scheduledAt: row.scheduledAt ?? undefined,
    slots: row.slots.map((s) => ({ at: s.at, proposedBy: s.proposedBy, offWindowAgreed: s.offWindowAgreed })),
    checkIns: row.checkIns.map((c) => ({ side: sideOf(c.teamId), at: c.at })),
    result: r
      ? {
          challengerImps: r.challengerImps,
          defenderImps: r.defenderImps,
          bySide: r.bySide ?? "challenger",
          submittedAt: r.submittedAt,
          confirmedAt: r.confirmedAt ?? undefined,
          appealedAt: r.appealedAt ?? undefined,
          correction:
            r.correctionAt && r.correctionChallengerImps !== null && r.correctionDefenderImps !== null
              ? {
                  challengerImps: r.correctionChallengerImps,
                  defenderImps: r.correctionDefenderImps,
                  at: r.correctionAt,
                  protects: r.correctionProtects === true,
                }
              : undefined,
          lineupMarked: r.lineupMarked,
        }
      : undefined,
    resultDueAt: row.resultDueAt ?? undefined,
    outcome: row.outcomeReason
      ? { winner: row.outcomeWinner, reason: row.outcomeReason, ...(row.outcomeRated !== null ? { rated: row.outcomeRated } : {}) }
      : undefined,
    disputedFrom: row.disputedFrom === "scheduled" || row.disputedFrom === "result_submitted" ? row.disputedFrom : undefined,
    decidedAt: row.decidedAt ?? undefined,
    finalAt: row.finalAt ?? undefined,
    openCase: row.cases.some((c) => c.state === "open"),
    refereeLooked: !!row.refereeLookedAt,
    reschedule:
      row.rescheduleAt && row.rescheduleBy && row.rescheduleProposedAt
        ? { at: row.rescheduleAt, proposedBy: row.rescheduleBy, proposedAt: row.rescheduleProposedAt, offWindow: row.rescheduleOffWindow }
        : undefined,
  };
}
