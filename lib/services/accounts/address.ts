// Issue 35: every account flow takes one strict address (lib/domain/accounts/email.ts) or answers
// 400 with the field named; nothing downstream sees the text as typed.
import { BadRequest } from "@/lib/errors";
import { parseEmail } from "@/lib/domain/accounts/email";

export function requireEmail(text: unknown): string {
  const email = parseEmail(text);
  if (!email) throw new BadRequest({ email: ["invalid_email"] }, "invalid_email");
  return email;
}
