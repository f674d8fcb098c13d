import { route, type Ctx } from "@/lib/api/handler";
import { pageOf, pageParams } from "@/lib/api/pagination";
import { serializeOnce } from "@/lib/api/serialized";
import { getRatings } from "@/lib/services/league/ratings-read";
import { RatingsAnswer } from "@/lib/api/answers/league";

export const GET = route(
  async ({ req }: Ctx) => {
    const ratings = await getRatings();
    const params = pageParams(new URL(req.url));
    // Serialized once per cached board and page (issue 11), like the ladder's.
    return serializeOnce(ratings, `${params.offset}:${params.limit}`, () => pageOf(ratings.entries, params));
  },
  { answer: RatingsAnswer },
);
