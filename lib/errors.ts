// The few error classes of the app (STYLE.md). Each carries a code, an HTTP status, and for rule
// violations the rule id of league-rules.md; the message is a key into the message files.

export type ErrorParams = Record<string, string | number>;

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly params: ErrorParams = {},
    readonly rule?: string,
    public fields?: Record<string, string[]>,
  ) {
    super(code);
  }

  /** Adds field errors (per board, per input) to the answer. */
  withFields(fields: Record<string, string[]>): this {
    this.fields = fields;
    return this;
  }
}

export class BadRequest extends AppError {
  constructor(fields: Record<string, string[]>, code = "invalid_input") {
    super(code, 400, {}, undefined, fields);
  }
}
export class Unauthorized extends AppError {
  constructor(code = "unauthorized") {
    super(code, 401);
  }
}
export class Forbidden extends AppError {
  constructor(code = "forbidden", params: ErrorParams = {}) {
    super(code, 403, params);
  }
}
export class NotFound extends AppError {
  constructor(code = "not_found", params: ErrorParams = {}) {
    super(code, 404, params);
  }
}
/** The request conflicts with the current state (409); `rule` names the rule when there is one. */
export class Conflict extends AppError {
  constructor(code: string, rule?: string, params: ErrorParams = {}) {
    super(code, 409, params, rule);
  }
}
/** Well-formed but against a league rule (422). */
export class RuleViolation extends AppError {
  constructor(code: string, rule: string, params: ErrorParams = {}) {
    super(code, 422, params, rule);
  }
}
/** 410: a one-time link that was used, has expired or was revoked (issue 22); the code says which. */
export class Gone extends AppError {
  constructor(code: string) {
    super(code, 410);
  }
}
/** 429 with the seconds to wait (Retry-After). */
export class TooManyRequests extends AppError {
  constructor(readonly retryAfterSeconds = 60) {
    super("too_many_requests", 429, { seconds: retryAfterSeconds });
  }
}
/** 413: a body over the shared limit (issue 10). */
export class PayloadTooLarge extends AppError {
  constructor(maxBytes: number) {
    super("payload_too_large", 413, { max: maxBytes });
  }
}
/** 503: the database is busy (pool timeout); the client may retry after `retryAfterSeconds`. */
export class ServiceUnavailable extends AppError {
  constructor(readonly retryAfterSeconds = 2) {
    super("service_unavailable", 503, { seconds: retryAfterSeconds });
  }
}

/** Seconds for a Retry-After header, when the error carries one. */
export function retryAfter(err: AppError): number | null {
  return err instanceof TooManyRequests || err instanceof ServiceUnavailable ? err.retryAfterSeconds : null;
}
