// The next-auth signing secret: NEXTAUTH_SECRET, or one generated once and kept in the data folder
// so that a fresh demo install signs sessions without any setup (docs/decisions/0003-auth.md).
import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { env } from "@/lib/env";

let cached: string | undefined;

export function authSecret(): string {
  if (cached) return cached;
  const e = env();
  if (e.NEXTAUTH_SECRET) return (cached = e.NEXTAUTH_SECRET);
  const dir = e.dataDir.startsWith("memory://") ? path.resolve(".next") : e.dataDir;
  const file = path.join(dir, "auth-secret");
  try {
    cached = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dir, { recursive: true });
    cached = crypto.randomBytes(32).toString("base64url");
    fs.writeFileSync(file, cached, { mode: 0o600 });
  }
  return cached;
}
