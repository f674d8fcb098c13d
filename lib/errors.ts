// The few error classes of the app (STYLE.md). Each carries a code, an HTTP status, and for rule
// violations the rule id of league-rules.md; the message is a key into the message files.
// Issue 39: a code is a key of `errors` in zh-CN.json and its parameters are that message's
// placeholders (`{rule}` aside, which the rule fills), so a code without a message, a missing
// parameter or a renamed placeholder is a compile error.
import type { MessageParams, Messages, ParamsArg } from "@/lib/i18n/messages";
import type { RuleId } from "@/lib/domain/rules";
import type { Violation } from "@/lib/domain/challenge/types";

/** Every error code: the keys of `errors` in the message files. */
export type ErrorCode = keyof Messages["errors"];
/** The parameters of an error's message (its `{rule}` comes from the error's rule). */
export type ErrorParams<C extends ErrorCode> = Omit<MessageParams<`errors.${C}`>, "rule">;
/** `[params]` when the code's message has placeholders, `[params?]` when it has none. */
export type ErrorParamsArg<C extends ErrorCode> = ParamsArg<ErrorParams<C>>;
/** A refusal's `params` field: required when the code's message has placeholders. */
export type ErrorParamsField<C extends ErrorCode> = Partial<ErrorParams<C>> extends ErrorParams<C> ? { params?: ErrorParams<C> } : { params: ErrorParams<C> };
type StoredParams = Record<string, string | number>;

export class AppError extends Error {
  readonly params: StoredParams;
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    params: object = {},
    readonly rule?: RuleId,
    public fields?: Record<string, string[]>,
  ) {
    super(code);
    this.params = params as StoredParams;
  }

  /** Adds field errors (per board, per input) to the answer. */
  withFields(fields: Record<string, string[]>): this {
    this.fields = fields;
    return this;
  }
}

export class BadRequest extends AppError {
  constructor(fields: Record<string, string[]>, code: ErrorCode = "invalid_input") {
    super(code, 400, {}, undefined, fields);
  }
}
export class Unauthorized extends AppError {
  constructor(code: ErrorCode = "unauthorized") {
    super(code, 401);
  }
}
export class Forbidden<C extends ErrorCode = "forbidden"> extends AppError {
  constructor(code: C = "forbidden" as C, ...params: ErrorParamsArg<C>) {
    super(code, 403, params[0]);
  }
}
export class NotFound<C extends ErrorCode = "not_found"> extends AppError {
  constructor(code: C = "not_found" as C, ...params: ErrorParamsArg<C>) {
    super(code, 404, params[0]);
  }
}
/** The request conflicts with the current state (409); `rule` names the rule when there is one. */
export class Conflict<C extends ErrorCode> extends AppError {
  constructor(code: C, rule?: RuleId, ...params: ErrorParamsArg<C>) {
    super(code, 409, params[0], rule);
  }
}
/** Well-formed but against a league rule (422). */
export class RuleViolation<C extends ErrorCode> extends AppError {
  constructor(code: C, rule: RuleId | undefined, ...params: ErrorParamsArg<C>) {
    super(code, 422, params[0], rule);
  }
}
/** 410: a one-time link that was used, has expired or was revoked (issue 22); the code says which. */
export class Gone extends AppError {
  constructor(code: ErrorCode) {
    super(code, 410);
  }
}
/** 429 with the seconds to wait (Retry-After). */
export class TooManyRequests extends AppError {
  constructor(readonly retryAfterSeconds = 60) {
    super("too_many_requests", 429, { seconds: retryAfterSeconds } satisfies ErrorParams<"too_many_requests">);
  }
}
/** 413: a body over the shared limit (issue 10). */
export class PayloadTooLarge extends AppError {
  constructor(maxBytes: number) {
    super("payload_too_large", 413, { max: maxBytes } satisfies ErrorParams<"payload_too_large">);
  }
}
/** 503: the database is busy (pool timeout); the client may retry after `retryAfterSeconds`. */
export class ServiceUnavailable extends AppError {
  constructor(readonly retryAfterSeconds = 2) {
    super("service_unavailable", 503, { seconds: retryAfterSeconds } satisfies ErrorParams<"service_unavailable">);
  }
}

/** A domain refusal as the error the services raise (its status says which class). */
export function violationError(v: Violation): AppError {
  const params = (v as { params?: object }).params;
  if (v.status === 403) return new Forbidden(v.code, ...([params] as ErrorParamsArg<typeof v.code>));
  if (v.status === 409) return new Conflict(v.code, v.rule, ...([params] as ErrorParamsArg<typeof v.code>));
  return new RuleViolation(v.code, v.rule, ...([params] as ErrorParamsArg<typeof v.code>));
}

/** Seconds for a Retry-After header, when the error carries one. */
export function retryAfter(err: AppError): number | null {
  return err instanceof TooManyRequests || err instanceof ServiceUnavailable ? err.retryAfterSeconds : null;
}
