// League settings: one league per database (docs/decisions/0002-one-league-per-database.md).
import { db, type Db, type Tx } from "@/lib/db/client";
import { cachedConfig } from "@/lib/read-cache";
import type { LeagueSettings } from "@/lib/domain/settings";
import { DEFAULT_SETTINGS } from "@/lib/domain/settings";

type LeagueRow = Awaited<ReturnType<Db["league"]["findUniqueOrThrow"]>>;

export function toSettings(row: LeagueRow): LeagueSettings {
  return {
    timeZone: row.timeZone,
    responseHours: row.responseHours,
    playHours: row.playHours,
    matchHours: row.matchHours,
    confirmHours: row.confirmHours,
    slotWindowStartMinute: row.slotWindowStartMinute,
    slotWindowEndMinute: row.slotWindowEndMinute,
    slotWeekdays: row.slotWeekdays,
    checkInBeforeMinutes: row.checkInBeforeMinutes,
    checkInAfterMinutes: row.checkInAfterMinutes,
    lateGraceMinutes: row.lateGraceMinutes,
    rulingHours: row.rulingHours,
    priorityWindowEnabled: row.priorityWindowEnabled,
    priorityWindowHours: row.priorityWindowHours,
    maxReplacements: row.maxReplacements,
    boardsPerMatch: row.boardsPerMatch,
    ratingStart: row.ratingStart,
    ratingK: row.ratingK,
    provisionalMatches: row.provisionalMatches,
  };
}

/** The league row, created with the spec's defaults on first use. */
export async function getLeague(db: Db | Tx): Promise<LeagueRow> {
  const row = await db.league.findUnique({ where: { id: 1 } });
  if (row) return row;
  return db.league.upsert({
    where: { id: 1 },
    create: { id: 1, name: "黑土神鸭桥牌俱乐部梯级挑战赛", ...DEFAULT_SETTINGS },
    update: {},
  });
}

type Settings = LeagueSettings & { name: string; venue: string };
const perTransaction = new WeakMap<object, Promise<Settings>>();

/**
 * The league row read by the same statement as something else in this transaction (the challenge
 * load, issue 11): getSettings(tx) then costs no query of its own.
 */
export function primeSettings(tx: Tx, row: LeagueRow) {
  if (!perTransaction.has(tx)) perTransaction.set(tx, Promise.resolve({ ...toSettings(row), name: row.name, venue: row.venue }));
}

export async function getSettings(client: Db | Tx): Promise<Settings> {
  // Issue 11: outside a transaction (pages, reads) the settings come from the read cache; inside
  // one (a rule being applied) they are read with the transaction, once (a hand-written select:
  // every write reads them, and a compiled Prisma query cost more than the read).
  const load = async (): Promise<Settings> => {
    const [raw] = await client.$queryRaw<LeagueRow[]>`SELECT * FROM "League" WHERE id = 1`;
    const row = raw ?? (await getLeague(client));
    return { ...toSettings(row), name: row.name, venue: row.venue };
  };
  if (client === (await db())) return cachedConfig("settings", load);
  let settings = perTransaction.get(client);
  if (!settings) perTransaction.set(client, (settings = load()));
  return settings;
}
