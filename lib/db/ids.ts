// Row ids made by the app for rows it writes with hand-written SQL (issue 11). Prisma's own
// `@default(cuid())` stays for the rest; both fit ID_PATTERN (lib/validations/ids.ts) and are
// unguessable (122 random bits here).
import { randomUUID } from "node:crypto";
import { Prisma } from "@/lib/db/generated/client";

export function newId(): string {
  return `r${randomUUID().replaceAll("-", "")}`;
}

/** The same, made by the database, for rows an `INSERT … SELECT` writes (one per member, say). */
export const newIdSql = Prisma.sql`'r' || replace(gen_random_uuid()::text, '-', '')`;
