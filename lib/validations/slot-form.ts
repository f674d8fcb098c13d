// Reads the 4 slot rows of the slot picker form: a league-window option, or a custom league-time
// date and time marked "agreed with the opponent" (C6). Times in the form are league time.
import { zonedInstant } from "@/lib/domain/schedule/window";

export function slotsFromForm(form: FormData, timeZone: string) {
  const out: { at: Date; offWindowAgreed: boolean }[] = [];
  for (let i = 0; i < 4; i++) {
    const custom = String(form.get(`custom${i}`) ?? "").trim();
    const picked = String(form.get(`slot${i}`) ?? "").trim();
    if (custom) {
      const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(custom);
      if (!m) {
        out.push({ at: new Date(NaN), offWindowAgreed: true });
        continue;
      }
      const [, y, mo, d, h, mi] = m.map(Number);
      out.push({ at: zonedInstant(y, mo, d, h, mi, timeZone), offWindowAgreed: form.get(`agreed${i}`) === "on" });
    } else if (picked) {
      out.push({ at: new Date(picked), offWindowAgreed: false });
    }
  }
  return out;
}
