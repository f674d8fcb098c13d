// The one way a page action ends: back to a page with ?ok=<key>, or with the error's code, rule,
// parameters and fields in the query, which the page shows as a translated message.
import { redirect } from "next/navigation";
import { AppError, BadRequest } from "@/lib/errors";
import { mapDbError } from "@/lib/db/transaction";
import { loadClockOffset } from "@/lib/services/league/admin";
import { hasLocale } from "next-intl";
import { localePath, routing } from "@/lib/i18n/routing";

export async function runAction(form: FormData, back: string, fn: () => Promise<unknown>, ok: string, okPath?: (result: unknown) => string) {
  // The form's hidden locale picks the page to return to: only a locale of the site, so that no
  // posted value can send the redirect off the site ("//elsewhere.example").
  const asked = String(form.get("locale") ?? "");
  const locale = hasLocale(routing.locales, asked) ? asked : routing.defaultLocale;
  let target: string;
  try {
    // Issue 10: a NUL in any form field is refused before it can reach the database.
    if ([...form.values()].some((v) => typeof v === "string" && v.includes("\u0000"))) throw new BadRequest({ form: ["nul"] });
    await loadClockOffset();
    const result = await fn();
    target = `${localePath(locale, okPath ? okPath(result) : back)}${back.includes("?") && !okPath ? "&" : "?"}ok=${ok}`;
  } catch (raw) {
    // Issue 25: a database that cannot be reached is "busy, try again", not a generic failure.
    const err = mapDbError(raw);
    if (!(err instanceof AppError)) {
      console.error("[action] failed", back, err);
      target = `${localePath(locale, back)}${back.includes("?") ? "&" : "?"}error=generic`;
    } else {
      const q = new URLSearchParams({
        error: err.code,
        ...(err.rule ? { rule: err.rule } : {}),
        ...(err.fields ? { fields: Object.keys(err.fields).join(", ") } : {}),
      });
      for (const [k, v] of Object.entries(err.params)) q.set(`p_${k}`, String(v));
      target = `${localePath(locale, back)}${back.includes("?") ? "&" : "?"}${q}`;
    }
  }
  redirect(target);
}
