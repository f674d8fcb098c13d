import { route, type Ctx } from "@/lib/api/handler";
import { getAttachment } from "@/lib/services/cases/cases-read";

export const GET = route(async ({ params, actor }: Ctx) => {
  const a = await getAttachment(actor, params.id, params.attachmentId);
  return new Response(Buffer.from(a.data), {
    headers: {
      "content-type": a.mimeType,
      // Never rendered inline from our origin: downloaded as a file.
      "content-disposition": `attachment; filename="${encodeURIComponent(a.fileName)}"`,
      "x-content-type-options": "nosniff",
    },
  });
});
