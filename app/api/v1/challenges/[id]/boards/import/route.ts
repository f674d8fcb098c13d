import { route, type Ctx } from "@/lib/api/handler";
import { readBody } from "@/lib/api/body";
import { BadRequest } from "@/lib/errors";
import { IMPORT_MAX_BYTES, previewImport } from "@/lib/services/challenges/scoresheet";
import { ImportPreviewAnswer } from "@/lib/api/answers/challenges";

// Issue 23: the match file (PBN or BBO .lin, any charset) as the request body; answers a
// preview with every problem named by board and line; nothing is saved.
export const POST = route(
  async ({ req, params, actor }: Ctx) => {
    // Issue 35: over the limit is 413 (as the API document says), read as a stream and cut off.
    const bytes = await readBody(req, IMPORT_MAX_BYTES);
    if (bytes.length === 0) throw new BadRequest({ body: ["a PBN or LIN file (≤ 1 MB)"] });
    const room = new URL(req.url).searchParams.get("challengerNsRoom") === "closed" ? "closed" : "open";
    return previewImport(actor, params.id, bytes, room);
  },
  { answer: ImportPreviewAnswer },
);
