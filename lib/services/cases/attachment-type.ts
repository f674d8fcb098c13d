// Issue 10: an attachment's type is detected from its bytes (`file-type` for binary formats);
// text (a note, a PBN hand record) has no magic number, so it is accepted as text only when the
// client says so and the bytes are UTF-8 text without control characters.
import { fileTypeFromBuffer } from "file-type";
import { ATTACHMENT_TYPES } from "@/lib/validations/cases";

const TEXT_TYPES = new Set(["text/plain", "application/x-pbn"]);

/** The stored type of an upload, or null when its content is not an allowed type. */
export async function detectAttachmentType(data: Buffer, claimed: string): Promise<string | null> {
  const detected = await fileTypeFromBuffer(data);
  if (detected) return (ATTACHMENT_TYPES as readonly string[]).includes(detected.mime) ? detected.mime : null;
  if (!TEXT_TYPES.has(claimed)) return null;
  const text = new TextDecoder("utf-8", { fatal: false }).decode(data);
  if (text.includes("\uFFFD") || /[\u0000-\u0008\u000e-\u001f\u007f]/.test(text)) return null;
  return claimed;
}
