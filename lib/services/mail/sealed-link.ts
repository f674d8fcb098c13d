// Issue 35: a security mail's one-time link is never kept readable. The outbox row holds the body
// with LINK_MARKER where the link goes and the link sealed with a key derived from the server's
// secret (AES-256-GCM, HKDF); the deliverer opens it to compose the mail and clears it once sent.
// A database dump, a backup or the admin's outbox list shows the marker, never a live link.
import crypto from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

/** Where the link goes in a stored body (shown as it is to anyone reading the outbox). */
export const LINK_MARKER = "[link]";

let key: Buffer | undefined;
const sealKey = () => (key ??= Buffer.from(crypto.hkdfSync("sha256", authSecret(), "ladder-outbox", "sealed one-time link", 32)));

export function sealLink(url: string): string {
  const iv = crypto.randomBytes(12);
  const c = crypto.createCipheriv("aes-256-gcm", sealKey(), iv);
  const body = Buffer.concat([c.update(url, "utf8"), c.final()]);
  return ["v1", iv.toString("base64url"), body.toString("base64url"), c.getAuthTag().toString("base64url")].join(".");
}

/** The link, or null when the seal is not this server's (another secret, or tampered with). */
export function openLink(sealed: string): string | null {
  const [v, iv, body, tag] = sealed.split(".");
  if (v !== "v1" || !iv || !body || !tag) return null;
  try {
    const d = crypto.createDecipheriv("aes-256-gcm", sealKey(), Buffer.from(iv, "base64url"));
    d.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([d.update(Buffer.from(body, "base64url")), d.final()]).toString("utf8");
  } catch {
    return null;
  }
}
