// Issue 10 (ASVS V5.1.5): after sign-in, only same-site paths. Browsers read "/\evil", "/%09/evil"
// or "/\t/evil" as another host, so anything but a plain absolute path of this site is refused.

/** `raw` when it is a same-site path that no browser can read as another host, else `fallback`. */
export function safeCallbackPath(raw: string | null | undefined, fallback: string): string {
  if (!raw || raw.length > 2000) return fallback;
  let decoded = raw;
  try {
    // Decode repeatedly: "%252F%252F" must not become "//" after the browser's own decoding.
    for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++) decoded = decodeURIComponent(decoded);
  } catch {
    return fallback;
  }
  for (const s of [raw, decoded]) {
    if (!s.startsWith("/") || s.startsWith("//")) return fallback;
    if (/[\\\u0000-\u001f\u007f\s]/.test(s)) return fallback;
  }
  const base = "https://ladder.invalid";
  const u = new URL(raw, base);
  if (u.origin !== base) return fallback;
  return u.pathname + u.search + u.hash;
}
