import { route } from "@/lib/api/handler";
import { pageOf, pageParams } from "@/lib/api/pagination";
import { serializeOnce } from "@/lib/api/serialized";
import { getRatings } from "@/lib/services/league/ratings-read";

export const GET = route(async ({ req }) => {
  const ratings = await getRatings();
  const params = pageParams(new URL(req.url));
  // Serialized once per cached board and page (issue 11), like the ladder's.
  return serializeOnce(ratings, `${params.offset}:${params.limit}`, () => pageOf(ratings.entries, params));
});
