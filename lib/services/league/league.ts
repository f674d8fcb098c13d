// League settings: the League row is the site's default ladder (decision 0022, S2; it superseded 0002). The
// rule settings are one document, read through the declaration (lib/domain/settings.ts, issue 26).
import { db, type Db, type Tx } from "@/lib/db/client";
import { cachedConfig } from "@/lib/read-cache";
import { DEFAULT_SETTINGS, readSettings, type LeagueSettings } from "@/lib/domain/settings";
import { DEFAULT_LADDER, ensureFirstSeason } from "@/lib/services/league/seasons";

type LeagueRow = Awaited<ReturnType<Db["league"]["findUniqueOrThrow"]>>;

/** The settings of a league row (its document, with the declared defaults for what it lacks). */
export function toSettings(row: Pick<LeagueRow, "settings">): LeagueSettings {
  return readSettings(row.settings);
}

/**
 * The league row, created on first use with the spec's default settings and, issue 37, no name
 * and no venue: a production install starts neutral until its admin names the league (pages say
 * "梯级挑战赛" / "Team ladder" meanwhile, leagueTitle); the demo seed names its own.
 */
export async function getLeague(db: Db | Tx): Promise<LeagueRow> {
  const row = await db.league.findUnique({ where: { id: 1 } });
  if (row) return row;
  const made = await db.league.upsert({
    where: { id: 1 },
    create: { id: 1, name: "", venue: "", settings: DEFAULT_SETTINGS },
    update: {},
  });
  // S6 (revision 4): a league runs in seasons from its first day.
  await ensureFirstSeason(db, toSettings(made).timeZone);
  return made;
}

export type Settings = LeagueSettings & { name: string; venue: string };
const perTransaction = new WeakMap<object, Map<number, Promise<Settings>>>();

/**
 * The league row read by the same statement as something else in this transaction (the challenge
 * load, issue 11): getSettings(tx) then costs no query of its own.
 */
export function primeSettings(tx: Tx, row: Pick<LeagueRow, "id" | "settings" | "name" | "venue">) {
  let mine = perTransaction.get(tx);
  if (!mine) perTransaction.set(tx, (mine = new Map()));
  if (!mine.has(row.id)) mine.set(row.id, Promise.resolve({ ...toSettings(row), name: row.name, venue: row.venue }));
}

/**
 * The league's settings now. A challenge's rules read its own snapshot instead (S1,
 * `challengeSettings` in lib/services/challenges/challenge-load.ts); these govern new challenges, the rating
 * board and the team rules.
 */
export async function getSettings(client: Db | Tx, ladder = DEFAULT_LADDER): Promise<Settings> {
  // Issue 11: outside a transaction (pages, reads) the settings come from the read cache; inside
  // one (a rule being applied) they are read with the transaction, once per ladder (a hand-written
  // select: every write reads them, and a compiled Prisma query cost more than the read).
  // S2: each ladder has its own settings document; the key names the ladder.
  const load = async (): Promise<Settings> => {
    const [raw] = await client.$queryRaw<LeagueRow[]>`SELECT * FROM "League" WHERE id = ${ladder}`;
    const row = raw ?? (await getLeague(client));
    return { ...toSettings(row), name: row.name, venue: row.venue };
  };
  if (client === (await db())) return cachedConfig(`settings:${ladder}`, load);
  let mine = perTransaction.get(client);
  if (!mine) perTransaction.set(client, (mine = new Map()));
  let settings = mine.get(ladder);
  if (!settings) mine.set(ladder, (settings = load()));
  return settings;
}

/** The league's settings for a page, a route or a server action (outside any transaction: from the read cache). */
export async function currentSettings(ladder = DEFAULT_LADDER): Promise<Settings> {
  return getSettings(await db(), ladder);
}

/** The league row for a page (outside any transaction). */
export async function currentLeague(): Promise<LeagueRow> {
  return getLeague(await db());
}
