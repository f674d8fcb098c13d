// Issue 10: one shared body limit. Bodies are read as a stream and cut off at the limit (413),
// never buffered whole first: 1 MB for JSON (and PBN text), 2 MB for an attachment (plus the
// multipart envelope). Server actions have the same limit (next.config.js).
import { PayloadTooLarge } from "@/lib/errors";
import { ATTACHMENT_MAX_BYTES } from "@/lib/validations/cases";

export const JSON_MAX_BYTES = 1024 * 1024;
/** An attachment's multipart request: the file plus room for the envelope and its field names. */
export const MULTIPART_MAX_BYTES = ATTACHMENT_MAX_BYTES + 64 * 1024;

/** Past the limit, up to this much more is read and dropped so the client gets its 413 (not a reset). */
const DRAIN_BYTES = 8 * 1024 * 1024;

/** The body's bytes, or 413 as soon as more than `max` arrive (or are announced). */
export async function readBody(req: Request, max = JSON_MAX_BYTES): Promise<Buffer> {
  const announced = Number(req.headers.get("content-length") ?? "0");
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let over = announced > max;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) over = true;
    if (over) {
      // Nothing more is kept; stop reading altogether past the drain allowance.
      chunks.length = 0;
      if (total > max + DRAIN_BYTES) {
        await reader.cancel().catch(() => undefined);
        break;
      }
      continue;
    }
    chunks.push(value);
  }
  if (over) throw new PayloadTooLarge(max);
  return Buffer.concat(chunks);
}

/** Issue 10: text with a NUL character cannot be stored (PostgreSQL text); refused at the edge. */
export function hasNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === "object") return Object.entries(value).some(([k, v]) => k.includes("\u0000") || hasNul(v));
  return false;
}

/** A multipart form read within the attachment limit. */
export async function readForm(req: Request): Promise<FormData | null> {
  const bytes = await readBody(req, MULTIPART_MAX_BYTES);
  return new Response(new Uint8Array(bytes), { headers: { "content-type": req.headers.get("content-type") ?? "" } }).formData().catch(() => null);
}
