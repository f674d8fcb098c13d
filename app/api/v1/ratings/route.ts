import { route } from "@/lib/api/handler";
import { getRatings } from "@/lib/services/ratings-read";

export const GET = route(async () => ({ entries: (await getRatings()).entries }));
