// The ladder's, the rating board's and the event log's API answers, for the default ladder's paths
// (`/api/v1/ladder`, `/api/v1/ratings`, `/api/v1/events`) and each ladder's (`/api/v1/ladders/:slug/…`,
// S2): one shape, one cache per ladder.
import { pageOf, pageParams } from "@/lib/api/pagination";
import { serializeOnce } from "@/lib/api/serialized";
import { getLadder } from "@/lib/services/league/ladder-read";
import { getRatings } from "@/lib/services/league/ratings-read";
import { DEFAULT_LADDER } from "@/lib/services/league/seasons";
import type { Ctx } from "@/lib/api/handler";
import { BadRequest } from "@/lib/errors";
import { validationText } from "@/lib/validations/error-map";
import { listEvents } from "@/lib/services/challenges/challenges-read";
import { seesFullRecord } from "@/lib/services/league/event-privacy";

/** GET …/ladder: a page of positions with their locks, eligibility, rating and form. */
export async function ladderPage(req: Request, ladder = DEFAULT_LADDER) {
  const l = await getLadder(undefined, ladder);
  const params = pageParams(new URL(req.url));
  // Serialized once per cached ladder and page (issue 11: the full list is ~780 kB at 1,000 teams).
  return serializeOnce(l, `${params.offset}:${params.limit}`, () => {
    const page = pageOf(l.rows, params);
    return {
      entries: page.entries.map((r) => ({
        position: r.position,
        team: r.team,
        ...(r.outgoing ? { outgoing: r.outgoing.challengeId } : {}),
        ...(r.incoming ? { incoming: r.incoming.challengeId } : {}),
        mayChallenge: r.mayChallenge,
        rating: r.rating,
        form: r.form,
      })),
      page: page.page,
      priorityWindow: l.priority,
    };
  });
}

/** GET …/ratings: a page of the rating board. */
export async function ratingsPage(req: Request, ladder = DEFAULT_LADDER) {
  const ratings = await getRatings(ladder);
  const params = pageParams(new URL(req.url));
  // Serialized once per cached board and page (issue 11), like the ladder's.
  return serializeOnce(ratings, `${params.offset}:${params.limit}`, () => pageOf(ratings.entries, params));
}

/** GET …/events: the event log (S2: the default ladder's, or the named ladder's; a team's or a challenge's wherever it is). */
export async function eventsPage({ req, actor, locale }: Ctx, ladder = DEFAULT_LADDER) {
  const u = new URL(req.url);
  const since = u.searchParams.get("since");
  const sinceDate = since ? new Date(since) : undefined;
  if (sinceDate && Number.isNaN(sinceDate.getTime())) throw new BadRequest({ since: [validationText(locale, "instant")] });
  return {
    events: await listEvents({
      since: sinceDate,
      teamId: u.searchParams.get("team") ?? undefined,
      challengeId: u.searchParams.get("challenge") ?? undefined,
      type: u.searchParams.get("type") ?? undefined,
      fullRecord: seesFullRecord(actor),
      // ?order=desc&limit=1: the newest event (scripts and tests compare it before and after a call).
      newestFirst: u.searchParams.get("order") === "desc",
      limit: Math.max(1, Math.min(5000, Number(u.searchParams.get("limit")) || 1000)),
      ladder,
    }),
  };
}
