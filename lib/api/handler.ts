// The JSON API's one wrapper: who is acting, body parsing with zod, and the error contract of
// api.md ({ error: { code, message, rule?, fields? } }, translated by Accept-Language). Nothing a
// client sends produces a 500; an unexpected error is logged with context and answered generically.
import { NextResponse } from "next/server";
import { SerializedJson } from "@/lib/api/serialized";
import { acceptsGzip } from "@/lib/http/encoding.mjs";
import { ENCODING_HEADER, ENCODING_NAMED } from "@/lib/http/api-encoding.mjs";
import { z } from "zod";
import etag from "etag";
import fresh from "fresh";
import { ID_PATTERN } from "@/lib/validations/ids";
import { AppError, BadRequest, Forbidden, NotFound, Unauthorized, retryAfter } from "@/lib/errors";
import { mapDbError } from "@/lib/db/transaction";
import { JSON_MAX_BYTES, hasNul, readBody } from "@/lib/api/body";
import { currentActor } from "@/lib/auth/session";
import type { Actor } from "@/lib/auth/permissions";
import { localeFromAcceptLanguage, type Locale } from "@/lib/i18n/routing";
import { translate } from "@/lib/i18n/messages";
import { appErrorText } from "@/lib/i18n/error-text";
import { validationText, zodErrorMap } from "@/lib/validations/error-map";
import { loadClockOffset } from "@/lib/services/league/admin";
import type { AnswerFits } from "@/lib/api/wire";

/**
 * Whether a cookie-carrying request comes from this site: Origin (or, without it, Referer) must
 * name the host the request was sent to. A request with neither and no cookie is a script's.
 */
export function sameOrigin(req: Request): boolean {
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  const from = req.headers.get("origin") ?? req.headers.get("referer");
  if (!from) return !req.headers.get("cookie");
  try {
    return new URL(from).host === host;
  } catch {
    return false;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A JSON response. Next streams every response through its compression, which cannot see the
 * length and so gzipped even a 60-byte answer (a deflate stream set up per request, ~0.3 ms of CPU:
 * every write's answer, issue 11). A body under 1 kB (the compression's own threshold) is marked
 * `no-transform`, which the compression honours; larger ones (the ladder, lists) are compressed.
 *
 * Issue 24: a read's answer (GET or HEAD, 200, given its request) carries an entity tag of its
 * bytes (`etag`) and `no-cache` (keep it, ask again); a client that sends it back in If-None-Match
 * gets 304 and no body (`fresh`: weak comparison, a list, `*`). The tag is of the
 * content, not of the read cache's generation: a generation cannot see an answer that changes with
 * time alone (C10's window closing) and differs between instances, while equal bytes are equal on
 * every instance. Answers that may depend on who asks are `private`. The kept lists hash once.
 */
const SMALL_BODY = 1024;
export function jsonResponse(data: unknown, init: { status?: number; headers?: Record<string, string> } = {}, req?: Request) {
  const headers: Record<string, string> = { "content-type": "application/json", ...init.headers };
  const cacheControl: string[] = [];
  // A read model's answer may come serialized already (lib/api/serialized.ts): its bytes as they
  // are, or gzipped once for a client that accepts it (Next's compression leaves an encoded body alone).
  // Next drops a route's Content-Encoding: server.mjs sets it from ENCODING_HEADER
  // (lib/http/api-encoding.mjs), so the gzip is only sent when that is in front (not under `next start`,
  // where Next's own compression does it per request).
  const kept = data instanceof SerializedJson ? data : undefined;
  let body: string | Uint8Array<ArrayBuffer> = kept ? kept.bytes : JSON.stringify(data);
  const tag =
    req && (req.method === "GET" || req.method === "HEAD") && (init.status ?? 200) === 200 ? (kept?.etag ?? etag(body as string, { weak: true })) : undefined;
  if (tag) cacheControl.push(kept ? "no-cache" : "private, no-cache");
  if (kept && (globalThis as Record<string, unknown>)[ENCODING_NAMED] === true && body.length >= SMALL_BODY) {
    headers["vary"] = "Accept-Encoding";
    if (acceptsGzip(req?.headers.get("accept-encoding"))) {
      body = kept.gzipped();
      headers[ENCODING_HEADER] = "gzip";
      cacheControl.push("no-transform"); // not compressed a second time
    }
  }
  if (body.length < SMALL_BODY) cacheControl.push("no-transform");
  if (cacheControl.length && !headers["cache-control"]) headers["cache-control"] = [...new Set(cacheControl)].join(", ");
  if (tag) {
    headers["etag"] = tag;
    // Only If-None-Match is evaluated (RFC 9110 13.1.2): a request's Cache-Control speaks to caches,
    // and fetch clients add `no-cache` to every conditional request.
    const asked = { "if-none-match": req!.headers.get("if-none-match") ?? undefined };
    if (fresh(asked, { etag: tag })) {
      const { [ENCODING_HEADER]: _encoding, "content-type": _type, ...kept304 } = headers;
      return new NextResponse(null, { status: 304, headers: kept304 });
    }
  }
  return new NextResponse(typeof body === "string" ? body : streamOf(body), { status: init.status ?? 200, headers });
}

/** Kept bytes go out through a stream: a Response copies a byte array given as its body. */
function streamOf(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream({ start: (c) => (c.enqueue(bytes), c.close()) });
}

export type Ctx<P = Params> = { req: Request; params: P; actor: Actor; locale: Locale };

export function errorBody(err: AppError, locale: Locale) {
  return {
    error: {
      code: err.code,
      message: appErrorText(locale, err),
      ...(err.rule ? { rule: err.rule } : {}),
      ...(err.fields ? { fields: err.fields } : {}),
    },
  };
}

export function errorResponse(raw: unknown, locale: Locale, context: string) {
  const err = mapDbError(raw);
  if (err instanceof AppError) {
    const wait = retryAfter(err);
    return jsonResponse(errorBody(err, locale), { status: err.status, headers: wait ? { "retry-after": String(wait) } : undefined });
  }
  console.error(`[api] ${context} failed`, err);
  return jsonResponse({ error: { code: "internal", message: translate(locale, "errors.generic") } }, { status: 500 });
}

/** Parses a JSON body against a schema; 400 with field errors when it does not fit. */
export async function parseBody<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  const locale = localeFromAcceptLanguage(req.headers.get("accept-language")) as Locale;
  let raw: unknown;
  const text = (await readBody(req, JSON_MAX_BYTES)).toString("utf8");
  try {
    raw = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new BadRequest({ body: [validationText(locale, "malformedJson")] }, "invalid_input");
  }
  if (hasNul(raw)) throw new BadRequest({ body: [validationText(locale, "nul")] });
  // Issue 39: zod's messages in the reader's language (lib/validations/error-map.ts).
  const parsed = schema.safeParse(raw, { error: zodErrorMap(locale) });
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

type Params = Record<string, string>;
type RouteOptions<S> = { status?: number; public?: boolean; answer?: S };

/**
 * Wraps a route handler: resolves actor and locale, maps errors, serialises the result. `answer`
 * names the success answer's schema (lib/api/answers, described in /api/v1/openapi.json): the
 * route does not compile unless what the handler returns fits it (issue 24).
 */
export function route<R, S extends z.ZodType | undefined = undefined>(
  fn: (ctx: Ctx<Params>) => Promise<R>,
  opts: RouteOptions<S> & AnswerFits<R, S> = {} as RouteOptions<S> & AnswerFits<R, S>,
) {
  return async (req: Request, context: { params: Promise<Params> }) => {
    const locale = localeFromAcceptLanguage(req.headers.get("accept-language"));
    try {
      await loadClockOffset();
      const params = (await context?.params) ?? {};
      // Issue 10: ids are checked before any query ("%00", "../", 5 kB strings answer 404, not 500).
      for (const v of Object.values(params as Record<string, unknown>)) {
        if (typeof v === "string" && !ID_PATTERN.test(v)) throw new NotFound("not_found");
      }
      // Issue 10: a write authenticated by the session cookie must come from this site (the same
      // check Next makes for server actions); bearer-token clients are not browsers.
      if (!SAFE_METHODS.has(req.method) && !req.headers.get("authorization") && !sameOrigin(req)) throw new Forbidden("cross_origin");
      const actor = await currentActor();
      // Every change needs a signed-in user; reads are public (the league is public).
      if (!actor && !SAFE_METHODS.has(req.method) && !opts.public) throw new Unauthorized();
      const result = await fn({ req, params, actor, locale });
      if (result instanceof Response) return result;
      return jsonResponse(result ?? { ok: true }, { status: opts.status ?? 200 }, req);
    } catch (err) {
      return errorResponse(err, locale, `${req.method} ${new URL(req.url).pathname}`);
    }
  };
}
