// Issue 11: a cached read model's JSON answer is serialized once, not on every request. The full
// ladder of 1,000 teams is ~780 kB of JSON: stringifying it, and Next turning the string into
// bytes, was most of the time of GET /api/v1/ladder?limit=all (budgets.md: a full list ≤ 5× the
// trivial route). The bytes are kept beside the model object the read cache hands out (a WeakMap:
// they go when the model is dropped at the next write), per page of it, within a byte budget per
// model (any client can ask for many different pages: that must not grow memory without bound).
const BYTES_PER_MODEL = 4 * 1024 * 1024;
type Kept = { variants: Map<string, Uint8Array<ArrayBuffer>>; bytes: number };
const memo = new WeakMap<object, Kept>();

/** An answer's body, already JSON (jsonResponse sends the bytes as they are). */
export class SerializedJson {
  constructor(readonly bytes: Uint8Array<ArrayBuffer>) {}
}

/** The JSON of `build()` for this model and variant (a page of it), built the first time only. */
export function serializeOnce(model: object, variant: string, build: () => unknown): SerializedJson {
  let kept = memo.get(model);
  if (!kept) memo.set(model, (kept = { variants: new Map(), bytes: 0 }));
  let bytes = kept.variants.get(variant);
  if (!bytes) {
    bytes = new TextEncoder().encode(JSON.stringify(build()));
    // The oldest pages go first; the one just built is always kept.
    for (const [v, b] of kept.variants) {
      if (kept.bytes + bytes.length <= BYTES_PER_MODEL) break;
      kept.variants.delete(v);
      kept.bytes -= b.length;
    }
    kept.variants.set(variant, bytes);
    kept.bytes += bytes.length;
  }
  return new SerializedJson(bytes);
}
