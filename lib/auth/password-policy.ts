// Issue 10 (ASVS V2.1): at least 10 characters, at most 72 bytes (bcrypt reads no further, so a
// longer one is refused rather than silently cut), and not a common or easily guessed password
// (zxcvbn-ts with its common-password dictionary and keyboard graphs; score ≥ 2 of 4).
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";

let estimator: ZxcvbnFactory | undefined;

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX_BYTES = 72;

/** Null when acceptable, else the reason code ("password_short" | "password_long" | "password_weak"). */
export function checkPassword(plain: string, context: string[] = []): "password_short" | "password_long" | "password_weak" | null {
  if ([...plain].length < PASSWORD_MIN) return "password_short";
  if (Buffer.byteLength(plain, "utf8") > PASSWORD_MAX_BYTES) return "password_long";
  // The account's own e-mail (local part) or name is no secret.
  const lower = plain.toLowerCase();
  if (context.some((c) => c.length >= 4 && lower.includes(c.toLowerCase().split("@")[0]))) return "password_weak";
  estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });
  return estimator.check(plain, context).score < 2 ? "password_weak" : null;
}
