import { route } from "@/lib/api/handler";
import { pageOf, pageParams } from "@/lib/api/pagination";
import { getRatings } from "@/lib/services/ratings-read";

export const GET = route(async ({ req }) => pageOf((await getRatings()).entries, pageParams(new URL(req.url))));
