// S5 (revision 4): divisions. A ladder names the division below it and how many teams change places
// (`PUT /api/v1/ladders/:slug/promotion`); when the second of the two divisions' seasons closes, the
// bottom n of the upper and the top n of the lower change places (lib/domain/season/season.ts): a
// promoted team joins the upper division at the bottom, a relegated one the lower at the top, its
// rating with it. One transaction with the close (under every ladder's lock), an event in each
// division's history carrying its new order and the arriving teams' board entries, so each ladder's
// replay and `verify` stay its own (lib/domain/history.ts).
import { Prisma } from "@/lib/db/generated/client";
import type { Tx } from "@/lib/db/client";
import { announceConfigChange } from "@/lib/db/notify";
import { inTransaction } from "@/lib/db/transaction";
import { invalidateConfig } from "@/lib/read-cache";
import { requirePermission, type Actor } from "@/lib/auth/permissions";
import { Conflict, RuleViolation } from "@/lib/errors";
import { now as clockNow } from "@/lib/clock";
import { promoteAndRelegate } from "@/lib/domain/season/season";
import type { BoardEntry } from "@/lib/domain/rating/board";
import { appendEvents } from "@/lib/services/league/events";
import { notifyTeams } from "@/lib/services/mail/inbox";
import { ladderBySlug } from "@/lib/services/league/ladders";
import { latestSeason } from "@/lib/services/league/seasons";
import { ladderGroup, lockPeople } from "@/lib/services/teams/membership";

/** PUT /api/v1/ladders/:slug/promotion (admin): the division below this one and n (0: none). */
export async function setPromotion(actor: Actor, slug: string, input: { below: string; teams: number }, now = clockNow()) {
  requirePermission(actor, "league.admin");
  const [upper, lower] = [await ladderBySlug(slug), await ladderBySlug(input.below)];
  if (upper.id === lower.id) throw new RuleViolation("promotion_self", "S5").withFields({ below: ["promotion_self"] });
  await inTransaction(async (tx) => {
    // One division above another: a lower division already paired with a third is refused.
    const [other] = await tx.$queryRaw<{ slug: string }[]>`
      SELECT slug FROM "League" WHERE "promotionBelowId" = ${lower.id} AND "promotionTeams" > 0 AND id <> ${upper.id} FOR UPDATE`;
    if (other && input.teams > 0) throw new Conflict("promotion_taken", "S5", { ladder: other.slug }).withFields({ below: ["promotion_taken"] });
    // S2: divisions joined by promotion count as one ladder for "one team per person" (a promotion
    // moves a team with its members); two groups with a person in each are not joined.
    const [up, low] = [await ladderGroup(tx, upper.id), await ladderGroup(tx, lower.id)];
    if (input.teams > 0 && !up.includes(lower.id)) {
      // Every member of both groups is locked first, as a join locks its person (membership.ts): a
      // join into one group by a member of the other, in flight now, is waited for and then seen;
      // a join that comes after waits for this and then reads the joined groups.
      await lockPeople(tx, Prisma.sql`SELECT "userId" FROM "TeamMember" WHERE "leagueId" IN (${Prisma.join([...up, ...low])})`);
      const [shared] = await tx.$queryRaw<{ email: string }[]>`
        SELECT u.email FROM "TeamMember" a JOIN "TeamMember" b ON b."userId" = a."userId" JOIN "User" u ON u.id = a."userId"
        WHERE a."leagueId" IN (${Prisma.join(up)}) AND b."leagueId" IN (${Prisma.join(low)}) LIMIT 1`;
      if (shared) throw new Conflict("promotion_shared_member", "S2", { email: shared.email }).withFields({ below: ["promotion_shared_member"] });
    }
    await tx.$executeRaw`UPDATE "League" SET "promotionBelowId" = ${input.teams > 0 ? lower.id : null}, "promotionTeams" = ${input.teams}, "updatedAt" = ${now} WHERE id = ${upper.id}`;
    await appendEvents(tx, [
      { type: "promotion_set", rule: "S5", at: now, actorId: actor.id, ladder: upper.id, data: { below: lower.slug, teams: input.teams } },
    ]);
    await announceConfigChange(tx);
  }).finally(invalidateConfig);
  return { ladder: upper.slug, below: lower.slug, teams: input.teams };
}

/**
 * S5: after a season of `ladder` closed (in the closing transaction): every pair of divisions it
 * belongs to whose other season is closed too exchanges its n teams, once per pair of seasons.
 */
export async function applyPromotions(tx: Tx, ladder: number, now: Date): Promise<{ promoted: string[]; relegated: string[] }[]> {
  const pairs = await tx.$queryRaw<{ upper: number; lower: number; n: number }[]>`
    SELECT id AS upper, "promotionBelowId" AS lower, "promotionTeams" AS n FROM "League"
    WHERE (id = ${ladder} OR "promotionBelowId" = ${ladder}) AND "promotionBelowId" IS NOT NULL AND "promotionTeams" > 0`;
  const done: { promoted: string[]; relegated: string[] }[] = [];
  for (const p of pairs) {
    const [us, ls] = [await latestSeason(tx, p.upper), await latestSeason(tx, p.lower)];
    if (!us?.closedAt || !ls?.closedAt) continue;
    const [seen] = await tx.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "Event" WHERE "leagueId" = ${p.upper} AND type = 'promotion_applied'
        AND data->>'upperSeasonId' = ${us.id} AND data->>'lowerSeasonId' = ${ls.id}`;
    if (seen.n > 0) continue;
    const order = async (id: number) =>
      (await tx.ladderEntry.findMany({ where: { leagueId: id }, orderBy: { position: "asc" }, select: { teamId: true } })).map((e) => e.teamId);
    const x = promoteAndRelegate(await order(p.upper), await order(p.lower), p.n);
    if (!x.promoted.length) continue;
    const entries = new Map(
      (
        await tx.teamRating.findMany({
          where: { teamId: { in: [...x.promoted, ...x.relegated] } },
          select: { teamId: true, rating: true, ratedMatches: true, wins: true, losses: true, lastChange: true },
        })
      ).map(({ teamId, ...b }) => [teamId, b as BoardEntry]),
    );
    // The teams change ladders (their entries' key follows, ON UPDATE CASCADE), then both orders are
    // written; positions are unique per ladder at commit (deferred), as a swap's are.
    await tx.$executeRaw`UPDATE "Team" SET "leagueId" = ${p.upper} WHERE id IN (${Prisma.join(x.promoted)})`;
    await tx.$executeRaw`UPDATE "Team" SET "leagueId" = ${p.lower} WHERE id IN (${Prisma.join(x.relegated)})`;
    const rows = [...x.upper.map((t, i) => Prisma.sql`(${t}::text, ${i + 1}::int)`), ...x.lower.map((t, i) => Prisma.sql`(${t}::text, ${i + 1}::int)`)];
    await tx.$executeRaw`UPDATE "LadderEntry" e SET position = v.p, since = ${now} FROM (VALUES ${Prisma.join(rows)}) AS v(t, p) WHERE e."teamId" = v.t`;
    const common = { upperSeasonId: us.id, lowerSeasonId: ls.id, promoted: x.promoted, relegated: x.relegated, teams: x.promoted.length };
    const arrivals = (ids: string[]) => Object.fromEntries(ids.filter((t) => entries.has(t)).map((t) => [t, entries.get(t)!]));
    await appendEvents(tx, [
      { type: "promotion_applied", rule: "S5", at: now, ladder: p.upper, data: { ...common, order: x.upper, arrivals: arrivals(x.promoted) } },
      { type: "promotion_applied", rule: "S5", at: now, ladder: p.lower, data: { ...common, order: x.lower, arrivals: arrivals(x.relegated) } },
    ]);
    await tellMovedTeams(tx, x, p);
    done.push({ promoted: x.promoted, relegated: x.relegated });
  }
  return done;
}

/** S5: each moved team's members are told where it plays next season and from which position. */
async function tellMovedTeams(tx: Tx, x: { promoted: string[]; relegated: string[]; upper: string[]; lower: string[] }, p: { upper: number; lower: number }) {
  const ladders = new Map(
    (
      await tx.$queryRaw<{ id: number; name: string; nameEn: string | null }[]>`SELECT id, name, "nameEn" FROM "League" WHERE id IN (${p.upper}, ${p.lower})`
    ).map((l) => [l.id, { "zh-CN": l.name, en: l.nameEn ?? l.name }]),
  );
  const names = new Map(
    (await tx.team.findMany({ where: { id: { in: [...x.promoted, ...x.relegated] } }, select: { id: true, name: true } })).map((t) => [t.id, t.name]),
  );
  const moves = [
    ...x.promoted.map((teamId) => ({ teamId, type: "team_promoted" as const, ladder: p.upper, order: x.upper })),
    ...x.relegated.map((teamId) => ({ teamId, type: "team_relegated" as const, ladder: p.lower, order: x.lower })),
  ];
  for (const m of moves) {
    await notifyTeams(
      tx,
      [m.teamId],
      m.type,
      {
        teamId: m.teamId,
        name: names.get(m.teamId),
        ladder: ladders.get(m.ladder),
        position: m.order.indexOf(m.teamId) + 1,
      },
      null,
      m.ladder,
    );
  }
}
