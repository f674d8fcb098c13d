// The one way a page action ends: back to a page with ?ok=<key>, or with the error's code, rule,
// parameters and fields in the query, which the page shows as a translated message.
import { redirect } from "next/navigation";
import { AppError, BadRequest } from "@/lib/errors";
import { mapDbError } from "@/lib/db/transaction";
import { loadClockOffset } from "@/lib/services/league/admin";

export async function runAction(form: FormData, back: string, fn: () => Promise<unknown>, ok: string, okPath?: (result: unknown) => string) {
  const locale = String(form.get("locale") ?? "zh-CN");
  const base = locale === "zh-CN" ? "" : `/${locale}`;
  let target: string;
  try {
    // Issue 10: a NUL in any form field is refused before it can reach the database.
    if ([...form.values()].some((v) => typeof v === "string" && v.includes("\u0000"))) throw new BadRequest({ form: ["NUL characters are not allowed"] });
    await loadClockOffset();
    const result = await fn();
    target = `${base}${okPath ? okPath(result) : back}${back.includes("?") && !okPath ? "&" : "?"}ok=${ok}`;
  } catch (raw) {
    // Issue 25: a database that cannot be reached is "busy, try again", not a generic failure.
    const err = mapDbError(raw);
    if (!(err instanceof AppError)) {
      console.error("[action] failed", back, err);
      target = `${base}${back}${back.includes("?") ? "&" : "?"}error=generic`;
    } else {
      const q = new URLSearchParams({
        error: err.code,
        ...(err.rule ? { rule: err.rule } : {}),
        ...(err.fields ? { fields: Object.keys(err.fields).join(", ") } : {}),
      });
      for (const [k, v] of Object.entries(err.params)) q.set(`p_${k}`, String(v));
      target = `${base}${back}${back.includes("?") ? "&" : "?"}${q}`;
    }
  }
  redirect(target);
}
