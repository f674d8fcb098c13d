// Issue 40: answers of the ladder and season operations (api.md "Ladders and seasons"; S2–S4).
import { z } from "zod";
import { Id, Instant, PageInfo, TeamRef } from "@/lib/api/answers/common";

const Day = z.string().describe("a league-time calendar day, YYYY-MM-DD");

export const SeasonAnswer = z.object({
  id: Id,
  ladder: z.string().describe("the ladder's slug (S2)"),
  number: z.number().int(),
  name: z.string(),
  startsOn: Day,
  endsOn: Day.nullable().describe("null: no end day set yet (an upgraded league's first season)"),
  state: z.enum(["running", "closing", "closed"]).describe("S3: closing once the end day passed, until its last challenge has ended"),
  ratingPolicy: z.enum(["carry", "regress", "reset"]).describe("S4: how the season began from the previous one's ratings"),
  regressFraction: z.number().nullable(),
});

/** GET /ladders */
export const LaddersAnswer = z.object({
  ladders: z.array(
    z.object({
      slug: z.string(),
      name: z.object({ "zh-CN": z.string(), en: z.string() }),
      division: z.number().int().optional(),
      currentSeason: SeasonAnswer.nullable(),
    }),
  ),
});

/** POST /ladders: the ladder made (its first season is in GET /ladders). */
export const LadderCreatedAnswer = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.object({ "zh-CN": z.string(), en: z.string() }),
  division: z.number().int().nullable(),
});

/** PUT /ladders/{slug}/promotion (S5) */
export const PromotionAnswer = z.object({ ladder: z.string(), below: z.string(), teams: z.number().int() });

/** GET /ladders/{slug}/seasons */
export const SeasonsAnswer = z.object({ seasons: z.array(SeasonAnswer.extend({ champion: TeamRef.nullable() })) });

const Archive = z.object({
  ladder: z.array(z.object({ position: z.number().int(), teamId: Id, name: z.string() })),
  ratings: z.array(
    z.object({ teamId: Id, name: z.string(), rating: z.number(), ratedMatches: z.number().int(), wins: z.number().int(), losses: z.number().int() }),
  ),
  records: z.array(z.object({ teamId: Id, name: z.string(), played: z.number().int(), won: z.number().int(), lost: z.number().int(), ratingGain: z.number() })),
  honours: z.object({
    champion: TeamRef.nullable(),
    mostGained: TeamRef.extend({ gain: z.number() }).nullable(),
    mostPlayed: TeamRef.extend({ played: z.number().int() }).nullable(),
  }),
  challenges: z.number().int(),
});

/** GET /seasons/{id} */
export const SeasonDetailAnswer = SeasonAnswer.extend({
  final: Archive.optional().describe("S3: frozen at the close"),
  matches: z
    .array(
      z.object({
        id: Id,
        number: z.number().int(),
        challenger: TeamRef,
        defender: TeamRef,
        state: z.string(),
        winner: z.enum(["challenger", "defender"]).nullable(),
        reason: z.string().nullable(),
        challengerImps: z.number().int().nullable(),
        defenderImps: z.number().int().nullable(),
        decidedAt: Instant.nullable(),
        boards: z.number().int().describe("boards on the scoresheet"),
        ruledAfterClose: Instant.nullable().describe(
          "S6: when a referee's ruling recorded after the season closed last changed this match (shown as ruled; the archive stays as at the close)",
        ),
      }),
    )
    .describe("newest first, a page of them (100 by default: ?limit=N|all, ?page, ?cursor)"),
  page: PageInfo,
});

/** POST /ladders/{slug}/seasons */
export const SeasonStartedAnswer = z.object({ id: Id, number: z.number().int(), name: z.string(), startsOn: Day, endsOn: Day.nullable(), order: z.array(Id) });

/** POST /seasons/{id}/close */
export const SeasonClosedAnswer = z.object({
  id: Id,
  state: z.literal("closed"),
  closedAt: Instant,
  honours: Archive.shape.honours,
  /** S5: the exchanges between divisions this close completed (team ids), when any. */
  promotion: z.array(z.object({ promoted: z.array(Id), relegated: z.array(Id) })).optional(),
});

/** PATCH /seasons/{id} */
export const SeasonUpdatedAnswer = z.object({ id: Id, name: z.string(), endsOn: Day.nullable() });
