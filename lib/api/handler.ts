// The JSON API's one wrapper: who is acting, body parsing with zod, and the error contract of
// api.md ({ error: { code, message, rule?, fields? } }, translated by Accept-Language). Nothing a
// client sends produces a 500; an unexpected error is logged with context and answered generically.
import { NextResponse } from "next/server";
import { z } from "zod";
import { AppError, BadRequest, Unauthorized } from "@/lib/errors";
import { currentActor } from "@/lib/auth/session";
import type { Actor } from "@/lib/auth/permissions";
import { localeFromAcceptLanguage, type Locale } from "@/lib/i18n/routing";
import { translate } from "@/lib/i18n/messages";
import { loadClockOffset } from "@/lib/services/admin";

export type Ctx<P> = { req: Request; params: P; actor: Actor; locale: Locale };

export function errorBody(err: AppError, locale: Locale) {
  const params = { rule: err.rule ?? "", ...err.params };
  return {
    error: {
      code: err.code,
      message: translate(locale, `errors.${err.code}`, params),
      ...(err.rule ? { rule: err.rule } : {}),
      ...(err.fields ? { fields: err.fields } : {}),
    },
  };
}

export function errorResponse(err: unknown, locale: Locale, context: string) {
  if (err instanceof AppError) return NextResponse.json(errorBody(err, locale), { status: err.status });
  console.error(`[api] ${context} failed`, err);
  return NextResponse.json({ error: { code: "internal", message: translate(locale, "errors.generic") } }, { status: 500 });
}

/** Parses a JSON body against a schema; 400 with field errors when it does not fit. */
export async function parseBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    const text = await req.text();
    raw = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new BadRequest({ body: ["malformed JSON"] }, "invalid_input");
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new BadRequest(fieldErrors(parsed.error));
  return parsed.data;
}

export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Wraps a route handler: resolves actor and locale, maps errors, serialises the result. */
export function route<P = Record<string, string>>(
  fn: (ctx: Ctx<P>) => Promise<unknown>,
  opts: { status?: number; public?: boolean } = {},
) {
  return async (req: Request, context: { params: Promise<P> }) => {
    const locale = localeFromAcceptLanguage(req.headers.get("accept-language"));
    try {
      await loadClockOffset();
      const params = (await context?.params) ?? ({} as P);
      const actor = await currentActor();
      // Every change needs a signed-in user; reads are public (the league is public).
      if (!actor && req.method !== "GET" && !opts.public) throw new Unauthorized();
      const result = await fn({ req, params, actor, locale });
      if (result instanceof Response) return result;
      return NextResponse.json(result ?? { ok: true }, { status: opts.status ?? 200 });
    } catch (err) {
      return errorResponse(err, locale, `${req.method} ${new URL(req.url).pathname}`);
    }
  };
}
