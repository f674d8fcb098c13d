// Issue 24: a handler's answer as the client receives it (JSON.stringify's view of the type), so
// that the compiler can check it against the answer's schema (lib/api/answers): a Date is sent as
// its ISO string, a kept serialized answer (lib/api/serialized.ts) as what it was built from.
import type { z } from "zod";
import type { SerializedJson } from "@/lib/api/serialized";

export type Wire<T> = T extends Date
  ? string
  : T extends SerializedJson<infer U>
    ? Wire<U>
    : T extends readonly (infer U)[]
      ? Wire<U>[]
      : T extends object
        ? { [K in keyof T]: Wire<T[K]> }
        : T;

/**
 * `unknown` when the handler's answer `R` fits the schema `S` (or no schema is named); otherwise a
 * required property whose name says what is wrong, so the route does not compile. (The handler's
 * context is annotated, `({ req }: Ctx) =>`, so that its answer is inferred before this is checked.)
 */
export type AnswerFits<R, S> = [S] extends [z.ZodType]
  ? [Wire<R>] extends [z.output<S>]
    ? unknown
    : { "the handler's answer does not fit its schema": Wire<R> }
  : unknown;
