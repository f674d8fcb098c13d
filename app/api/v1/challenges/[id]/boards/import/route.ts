import { route } from "@/lib/api/handler";
import { readBody } from "@/lib/api/body";
import { BadRequest } from "@/lib/errors";
import { previewPbn } from "@/lib/services/scoresheet";
import { getSettings } from "@/lib/services/league";
import { getChallenge } from "@/lib/services/challenges-read";
import { db } from "@/lib/db/client";

// The PBN file as the request body; answers a preview with per-board errors; nothing is saved.
export const POST = route<{ id: string }>(async ({ req, params }) => {
  await getChallenge(params.id);
  const text = (await readBody(req)).toString("utf8");
  if (!text.trim() || text.length > 1_000_000) throw new BadRequest({ body: ["a PBN file (≤ 1 MB)"] });
  const room = new URL(req.url).searchParams.get("challengerNsRoom") === "closed" ? "closed" : "open";
  return previewPbn(text, (await getSettings(await db())).boardsPerMatch, room);
});
