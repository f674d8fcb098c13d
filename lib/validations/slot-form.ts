// Reads the 4 slot rows of the slot picker form: a league-window option, or a custom league-time
// date and time marked "agreed with the opponent" (C6). Times in the form are league time.
import { zonedInstant } from "@/lib/domain/schedule/window";

export function slotsFromForm(form: FormData, timeZone: string) {
  const out: { at: Date; offWindowAgreed: boolean }[] = [];
  for (let i = 0; i < 4; i++) {
    const custom = String(form.get(`custom${i}`) ?? "").trim();
    const picked = String(form.get(`slot${i}`) ?? "").trim();
    if (custom) {
      out.push({ at: leagueTimeFromForm(custom, timeZone) ?? new Date(NaN), offWindowAgreed: form.get(`agreed${i}`) === "on" });
    } else if (picked) {
      out.push({ at: new Date(picked), offWindowAgreed: false });
    }
  }
  return out;
}

/** A datetime-local value ("2026-12-04T21:00") read as league time; null when empty, NaN when malformed. */
export function leagueTimeFromForm(value: string, timeZone: string): Date | null {
  const v = value.trim();
  if (!v) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(v);
  if (!m) return new Date(NaN);
  const [, y, mo, d, h, mi] = m.map(Number);
  return zonedInstant(y, mo, d, h, mi, timeZone);
}
