// One-time links (issue 22, ASVS V2.5): 256 random bits in the link, only their SHA-256 kept, each
// used once, with a short life. The link's address is the public site's (NEXTAUTH_URL, else the
// request's own origin), in the reader's language.
import crypto from "node:crypto";
import { env } from "@/lib/env";

export const INVITATION_DAYS = 7;
export const RESET_HOURS = 1;
export const VERIFY_HOURS = 24;
export const EMAIL_CHANGE_HOURS = 24;

/** A new secret for a link, and the hash that is stored. */
export function newSecret(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, hash: hashSecret(token) };
}

export const hashSecret = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** Whether a string can be a secret made by newSecret (43 base64url characters); anything else is refused before a query. */
export const isSecretShape = (token: unknown): token is string => typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * The site's public origin for links in mails: LADDER_PUBLIC_URL when set (issue 38), else
 * NEXTAUTH_URL (production), else the one
 * recorded from an admin's request (League.siteUrl), else localhost. Never the Host header of an
 * anonymous request: a password reset asked with "Host: evil.example" must not mail a link there
 * (docs/security.md, host header injection).
 */
export function siteOrigin(recorded?: string | null): string {
  const configured = env().LADDER_PUBLIC_URL ?? env().NEXTAUTH_URL;
  if (configured) return new URL(configured).origin;
  return recorded ?? `http://localhost:${env().PORT}`;
}

/** A page of the site in a language (zh-CN has no prefix). */
export function siteLink(origin: string, locale: string, path: string): string {
  return `${origin}${locale === "en" ? "/en" : ""}${path}`;
}
