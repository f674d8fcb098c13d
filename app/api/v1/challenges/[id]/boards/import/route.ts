import { route } from "@/lib/api/handler";
import { readBody } from "@/lib/api/body";
import { BadRequest } from "@/lib/errors";
import { IMPORT_MAX_BYTES, previewMatchFile } from "@/lib/services/scoresheet";
import { getSettings } from "@/lib/services/league";
import { getChallenge } from "@/lib/services/challenges-read";
import { db } from "@/lib/db/client";

// Issue 23: the match file (PBN or BBO .lin, any charset) as the request body; answers a
// preview with every problem named by board and line; nothing is saved.
export const POST = route<{ id: string }>(async ({ req, params }) => {
  await getChallenge(params.id);
  const bytes = await readBody(req);
  if (bytes.length === 0 || bytes.length > IMPORT_MAX_BYTES) throw new BadRequest({ body: ["a PBN or LIN file (≤ 1 MB)"] });
  const room = new URL(req.url).searchParams.get("challengerNsRoom") === "closed" ? "closed" : "open";
  return previewMatchFile(bytes, (await getSettings(await db())).boardsPerMatch, room);
});
