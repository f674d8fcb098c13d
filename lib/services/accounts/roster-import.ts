// Bulk import for a season start (issue 22): the admin pastes or uploads a CSV of
// `team,email,name,role` (UTF-8 with or without BOM, or as Excel and WPS save it in GB18030/GBK:
// detected and converted with chardet and iconv-lite), sees a preview with every bad row named by
// its line (csv-parse), and commits all or nothing: teams join the ladder at the bottom in the
// file's order (T2), every person is invited (an invitation each, e-mailed).
import { db, type Tx } from "@/lib/db/client";
import { now as clockNow } from "@/lib/clock";
import { requirePermission, type Actor } from "@/lib/auth/permissions";
import { RuleViolation } from "@/lib/errors";
import { appendEvents } from "@/lib/services/league/events";
import { getLeague, getSettings } from "@/lib/services/league/league";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";
import { inTransaction } from "@/lib/db/transaction";
import { takeLadderLock } from "@/lib/services/challenges/locks";
import { inviteIn } from "@/lib/services/accounts/invitations";
import { readFileInWorker } from "@/lib/server/file-work";
import { assertFree, ladderGroup } from "@/lib/services/teams/membership";
import { checkRoster, type ImportProblem, type ImportTeam } from "@/lib/domain/accounts/roster-import";

export const IMPORT_MAX_BYTES = 512 * 1024;
import { IMPORT_MAX_ROWS } from "@/lib/text/roster-csv";
export { IMPORT_MAX_ROWS };
export type ImportPreview = { encoding: string; rows: number; teams: ImportTeam[]; problems: ImportProblem[]; committed: boolean; staged: number };

async function check(bytes: Uint8Array, ladder: number) {
  if (bytes.length > IMPORT_MAX_BYTES) throw new RuleViolation("import_too_large", "T1", { max: IMPORT_MAX_ROWS });
  // Issue 35: decoding and reading run in a worker with a time limit (lib/server/file-work.ts).
  const { encoding, ...read } = await readFileInWorker({ kind: "roster", bytes });
  if (read.problems.length) return { encoding, rows: read.rows, teams: [], problems: read.problems };
  const prisma = await db();
  const emails = read.rows.map((r) => r.email.trim().toLowerCase());
  // S2: a person already on a team of this ladder (or of a division joined to it) is refused; one in another ladder may join.
  const group = await ladderGroup(prisma, ladder);
  const inTeams = await prisma.teamMember.findMany({
    where: { user: { email: { in: emails } }, leagueId: { in: group } },
    select: { user: { select: { email: true } } },
  });
  const names = await prisma.team.findMany({ where: { status: { not: "rejected" } }, select: { name: true } });
  const r = checkRoster(read.rows, { emailsInTeams: new Set(inTeams.map((m) => m.user.email)), teamNames: new Set(names.map((n) => n.name)) });
  return { encoding, rows: read.rows, ...r };
}

/**
 * POST /api/v1/admin/import?dryRun=1|0: the preview, or the import. Nothing is written unless
 * every row is valid; then everything is, in one transaction.
 */
export async function importRoster(
  actor: Actor,
  bytes: Uint8Array,
  opts: {
    dryRun: boolean;
    origin: string;
    now?: Date;
    /** issue 37: "later" stages the invitations (POST /invitations/send mails them) */ invite?: "now" | "later";
    /** S2: the ladder the teams join (`POST /api/v1/ladders/:slug/admin/import`); the default one otherwise. */
    ladder?: number;
  },
): Promise<ImportPreview> {
  requirePermission(actor, "league.admin");
  const now = opts.now ?? clockNow();
  const ladder = opts.ladder ?? DEFAULT_LADDER;
  const c = await check(bytes, ladder);
  const preview = { encoding: c.encoding, rows: c.rows.length, teams: c.teams, problems: c.problems, committed: false, staged: 0 };
  if (opts.dryRun || c.problems.length) return preview;
  await inTransaction(async (tx) => {
    await takeLadderLock(tx, [ladder]);
    await getLeague(tx);
    // S2: the ladder's own name (in the invitations), settings (the start rating) and bottom.
    const league = await tx.league.findUniqueOrThrow({ where: { id: ladder }, select: { name: true } });
    const settings = await getSettings(tx, ladder);
    const ctx = { origin: opts.origin, now, league: league.name, ladderSet: false, send: opts.invite !== "later" };
    let position = ((await tx.ladderEntry.aggregate({ where: { leagueId: ladder }, _max: { position: true } }))._max.position ?? 0) + 1;
    for (const t of c.teams) {
      // The captain first (the team needs one), then deputies and members; each gets an invitation.
      const captain = await tx.user.upsert({
        where: { email: t.captain.email },
        create: { email: t.captain.email, name: t.captain.name, passwordHash: "", emailVerifiedAt: null, invitedAt: now, createdAt: now },
        update: {},
        select: { id: true },
      });
      // S2 under the captain's lock (the check above ran before the transaction).
      await assertFree(tx, [captain.id], ladder);
      const team = await tx.team.create({
        data: {
          name: t.name,
          captainId: captain.id,
          status: "approved",
          approvedAt: now,
          createdAt: now,
          leagueId: ladder,
          members: { create: [{ userId: captain.id, joinedAt: now }] },
        },
        select: { id: true },
      });
      await tx.ladderEntry.create({ data: { teamId: team.id, leagueId: ladder, position: position++, since: now } });
      await tx.teamRating.create({ data: { teamId: team.id, rating: settings.ratingStart, updatedAt: now } });
      await appendEvents(tx, [{ type: "team_joined", rule: "T2", at: now, actorId: actor.id, teamId: team.id, data: { name: t.name, imported: true } }]);
      await named(tx, await inviteIn(tx, actor, { email: t.captain.email, teamId: team.id, teamRole: "captain", locale: actor.locale }, ctx), t.captain.name);
      for (const d of t.deputies)
        await named(tx, await inviteIn(tx, actor, { email: d.email, teamId: team.id, teamRole: "deputy", locale: actor.locale }, ctx), d.name);
      for (const m of t.members)
        await named(tx, await inviteIn(tx, actor, { email: m.email, teamId: team.id, teamRole: "member", locale: actor.locale }, ctx), m.name);
    }
    await appendEvents(tx, [
      {
        type: "roster_imported",
        rule: "T1",
        at: now,
        actorId: actor.id,
        ladder,
        data: { teams: c.teams.length, people: c.rows.length, encoding: c.encoding, invite: ctx.send ? "now" : "later" },
      },
    ]);
  });
  return { ...preview, committed: true, staged: opts.invite === "later" ? c.rows.length : 0 };
}

/** The name the file gives an invited person who has no account yet (they may change it on accepting). */
async function named(tx: Tx, inv: { userId: string }, name: string) {
  await tx.user.updateMany({ where: { id: inv.userId, passwordHash: "" }, data: { name } });
}
