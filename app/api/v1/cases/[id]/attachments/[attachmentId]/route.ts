import { route } from "@/lib/api/handler";
import { getAttachment } from "@/lib/services/cases/cases-read";

export const GET = route<{ id: string; attachmentId: string }>(async ({ params, actor }) => {
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
