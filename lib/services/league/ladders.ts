// S2 (revision 4): the site's ladders. Each is a League row (decision 0022): its names, its address
// (`slug`), its division (S5) and its settings document (S1); teams, positions, challenges, seasons,
// the C10 week and the event log carry its id. The first row is the default ladder, which every
// path without a ladder acts on. The list is configuration (kept until a ladder is made or renamed,
// lib/read-cache.ts), so resolving a slug costs no query.
import { db, type Db, type Tx } from "@/lib/db/client";
import { cachedConfig, invalidateConfig } from "@/lib/read-cache";
import { announceConfigChange } from "@/lib/db/notify";
import { inTransaction } from "@/lib/db/transaction";
import { requirePermission, type Actor } from "@/lib/auth/permissions";
import { Conflict, NotFound, RuleViolation } from "@/lib/errors";
import { now as clockNow } from "@/lib/clock";
import { checkSettings, readSettings, settingDecl } from "@/lib/domain/settings";
import { appendEvents } from "@/lib/services/league/events";
import { currentSettings, getLeague, toSettings } from "@/lib/services/league/league";
import { DEFAULT_LADDER, ensureFirstSeason } from "@/lib/services/league/seasons";
import type { CreateLadderInput } from "@/lib/validations/seasons";

export type Ladder = { id: number; slug: string; name: { "zh-CN": string; en: string }; division: number | null };

/** The ladder's pages (S2): its table, its rating board, its seasons and its coming matches. */
export type LadderSection = "" | "ratings" | "seasons" | "upcoming" | "events" | "about";

/** A ladder's page: the default ladder's are the site's own (`/`, `/ratings`…), another's are under /ladders/<slug>. */
export const ladderPath = (l: Pick<Ladder, "id" | "slug">, section: LadderSection = "") =>
  l.id === DEFAULT_LADDER ? `/${section}` : `/ladders/${l.slug}${section ? `/${section}` : ""}`;

/** An admin page of one ladder (S2: its settings, teams, seasons): the default ladder's without a query, another's with `?ladder=<slug>`. */
export const adminLadderPath = (path: string, l: Pick<Ladder, "id" | "slug">) => (l.id === DEFAULT_LADDER ? path : `${path}?ladder=${l.slug}`);

/** A ladder's name in the reader's language. */
export const ladderName = (l: Pick<Ladder, "name">, locale: string) => l.name[locale === "en" ? "en" : "zh-CN"];

/** Every ladder of the site, the default first (cached as configuration). */
export function allLadders(): Promise<Ladder[]> {
  return cachedConfig("ladders", async () => {
    const prisma = await db();
    await getLeague(prisma); // the default ladder exists from the first read
    const rows = await prisma.league.findMany({ orderBy: { id: "asc" }, select: { id: true, slug: true, name: true, nameEn: true, division: true } });
    return rows.map((r) => ({ id: r.id, slug: r.slug, name: { "zh-CN": r.name, en: r.nameEn ?? r.name }, division: r.division }));
  });
}

/** The ladder at `slug` (404 for an address no ladder has). */
export async function ladderBySlug(slug: string): Promise<Ladder> {
  const found = (await allLadders()).find((l) => l.slug === slug);
  if (!found) throw new NotFound();
  return found;
}

/** The ladder an admin page or form names by its slug (S2): the default one for none, undefined for a slug no ladder has. */
export const pickLadder = (ladders: Ladder[], slug: string | undefined): Ladder | undefined => (slug ? ladders.find((l) => l.slug === slug) : ladders[0]);

/** The ladder of an id (the default one when it is unknown: a row made before this list was read). */
export async function ladderById(id: number): Promise<Ladder> {
  const all = await allLadders();
  return all.find((l) => l.id === id) ?? all[0];
}

/** The ladder a team plays in now (S2), read in the caller's transaction; null for no such team. */
export async function ladderOfTeam(client: Db | Tx, teamId: string): Promise<number | null> {
  const [row] = await client.$queryRaw<{ leagueId: number }[]>`SELECT "leagueId" FROM "Team" WHERE id = ${teamId}`;
  return row?.leagueId ?? null;
}

/** The ladder a page shows for a team (its own; the default one for no team). */
export async function pageLadderOf(teamId: string | null | undefined): Promise<number> {
  return (teamId ? await ladderOfTeam(await db(), teamId) : null) ?? DEFAULT_LADDER;
}

/**
 * The league time zone of each team's ladder (S2; no team or an unknown one: the default ladder's),
 * for a page that lists rows of several ladders (an admin's lists): one query for the teams.
 */
export async function teamTimeZones(teamIds: readonly (string | null)[]): Promise<Map<string | null, string>> {
  const ids = [...new Set(teamIds.filter((t): t is string => !!t))];
  const rows = ids.length ? await (await db()).team.findMany({ where: { id: { in: ids } }, select: { id: true, leagueId: true } }) : [];
  const ladderOf = new Map(rows.map((r) => [r.id, r.leagueId]));
  const zone = new Map(
    await Promise.all([...new Set([DEFAULT_LADDER, ...ladderOf.values()])].map(async (id) => [id, (await currentSettings(id)).timeZone] as const)),
  );
  return new Map([null, ...ids].map((t) => [t, zone.get((t ? ladderOf.get(t) : undefined) ?? DEFAULT_LADDER)!]));
}

/**
 * POST /api/v1/ladders (admin): a new ladder with its names, division and settings (the default
 * ladder's, with the given changes, checked as a whole as PATCH /league checks them), its first
 * season from today (S6) and its creation as an event of its own history.
 */
export async function createLadder(actor: Actor, input: CreateLadderInput, now = clockNow()) {
  requirePermission(actor, "league.admin");
  const created = await inTransaction(async (tx) => {
    // The default ladder's row, locked: two admins making ladders at once take turns (ids and slugs).
    const base = await getLeague(tx);
    await tx.$executeRaw`SELECT id FROM "League" WHERE id = ${DEFAULT_LADDER} FOR UPDATE`;
    const settings = readSettings({ ...toSettings(base), ...(input.settings ?? {}) });
    const broken = checkSettings(settings);
    if (broken) throw new RuleViolation(broken.code, settingDecl(broken.field).rule).withFields({ [`settings.${broken.field}`]: [broken.code] });
    const [taken] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "League" WHERE slug = ${input.slug}`;
    if (taken) throw new Conflict("ladder_exists", "S2", { slug: input.slug }).withFields({ slug: ["ladder_exists"] });
    const [row] = await tx.$queryRaw<{ id: number }[]>`
      INSERT INTO "League" (id, name, "nameEn", venue, settings, slug, division, "seasonStartedAt", "createdAt", "updatedAt")
      SELECT max(id) + 1, ${input.name["zh-CN"]}, ${input.name.en ?? null}, ${base.venue}, ${JSON.stringify(settings)}::jsonb, ${input.slug}, ${input.division ?? null}, ${now}, ${now}, ${now}
      FROM "League" RETURNING id`;
    await ensureFirstSeason(tx, settings.timeZone, row.id, now);
    await appendEvents(tx, [
      {
        type: "ladder_created",
        rule: "S2",
        at: now,
        actorId: actor.id,
        ladder: row.id,
        data: { slug: input.slug, name: { "zh-CN": input.name["zh-CN"], en: input.name.en ?? null }, division: input.division ?? null },
      },
    ]);
    await announceConfigChange(tx);
    return row.id;
  }).finally(invalidateConfig);
  return ladderById(created);
}

/** The admin's ladders page: every ladder with its teams, its current season and its division below (S2, S5). */
export async function ladderDesk(actor: Actor) {
  requirePermission(actor, "league.admin");
  const prisma = await db();
  const ladders = await allLadders();
  const rows = await prisma.$queryRaw<{ id: number; teams: number; belowId: number | null; n: number; season: string | null }[]>`
    SELECT l.id, (SELECT count(*)::int FROM "LadderEntry" e WHERE e."leagueId" = l.id) AS teams, l."promotionBelowId" AS "belowId", l."promotionTeams" AS n,
      (SELECT s.name FROM "Season" s WHERE s."leagueId" = l.id ORDER BY s.number DESC LIMIT 1) AS season
    FROM "League" l`;
  const of = new Map(rows.map((r) => [r.id, r]));
  return ladders.map((l) => {
    const r = of.get(l.id);
    const below = ladders.find((x) => x.id === r?.belowId);
    return { ...l, teams: r?.teams ?? 0, season: r?.season ?? null, promotion: below && r!.n > 0 ? { below, teams: r!.n } : null };
  });
}
