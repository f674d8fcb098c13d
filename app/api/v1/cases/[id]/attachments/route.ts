import { route } from "@/lib/api/handler";
import { BadRequest } from "@/lib/errors";
import { addAttachment } from "@/lib/services/cases";

// multipart/form-data with one "file" field.
export const POST = route<{ id: string }>(async ({ req, params, actor }) => {
  const form = await req.formData().catch(() => null);
  const file = form?.get("file");
  if (!file || typeof file === "string") throw new BadRequest({ file: ["a file field is required"] });
  return addAttachment(actor, params.id, { fileName: file.name, mimeType: file.type || "application/octet-stream", data: Buffer.from(await file.arrayBuffer()) });
}, { status: 201 });
