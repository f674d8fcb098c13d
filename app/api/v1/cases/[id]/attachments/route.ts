import { route, type Ctx } from "@/lib/api/handler";
import { readForm } from "@/lib/api/body";
import { BadRequest } from "@/lib/errors";
import { addAttachment } from "@/lib/services/cases/cases";
import { CreatedAnswer } from "@/lib/api/answers/cases";

// multipart/form-data with one "file" field, read as a stream and cut off past the limit (413).
export const POST = route(
  async ({ req, params, actor }: Ctx) => {
    const form = await readForm(req);
    const file = form?.get("file");
    if (!file || typeof file === "string") throw new BadRequest({ file: ["a file field is required"] });
    return addAttachment(actor, params.id, {
      fileName: file.name,
      mimeType: file.type || "application/octet-stream",
      data: Buffer.from(await file.arrayBuffer()),
    });
  },
  { answer: CreatedAnswer, status: 201 },
);
