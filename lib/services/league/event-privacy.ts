// Issue 10 (ASVS V8.3): the audit log is public, personal data is not. Anonymous visitors, members
// and captains see every event with its public facts (who played whom, scores, positions, rules);
// e-mail addresses, case reasons, statements, rulings' reasons and file names are kept for the
// referees and admins (the full record).
import { can, type Actor } from "@/lib/auth/permissions";

/** Keys that may hold personal data or case material, at any depth of an event's data. */
const PRIVATE_KEYS = new Set(["reason", "inEmail", "email", "fileName", "body", "statement", "comment", "message", "name", "inName"]);

/** Whether `actor` sees the full record (referees and admins). */
export const seesFullRecord = (actor: Actor) => !!actor && can(actor, "case.rule");

/** The public view of an event's data: private keys removed, everything else as recorded. */
export function publicEventData(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(publicEventData);
  if (data && typeof data === "object") {
    return Object.fromEntries(
      Object.entries(data as Record<string, unknown>)
        .filter(([k]) => !PRIVATE_KEYS.has(k))
        .map(([k, v]) => [k, publicEventData(v)]),
    );
  }
  return data;
}
