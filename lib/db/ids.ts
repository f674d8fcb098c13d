// Row ids made by the app for rows it writes with hand-written SQL (issue 11). Prisma's own
// `@default(cuid())` stays for the rest; both fit ID_PATTERN (lib/validations/ids.ts) and are
// unguessable (122 random bits here).
import { randomUUID } from "node:crypto";

export function newId(): string {
  return `r${randomUUID().replaceAll("-", "")}`;
}
