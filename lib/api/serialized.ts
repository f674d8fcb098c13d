// Issue 11: a cached read model's JSON answer is serialized once, not on every request. The full
// ladder of 1,000 teams is ~780 kB of JSON: stringifying it, and Next turning the string into
// bytes, was most of the time of GET /api/v1/ladder?limit=all (budgets.md: a full list ≤ 5× the
// trivial route). The bytes are kept beside the model object the read cache hands out (a WeakMap:
// they go when the model is dropped at the next write), per page of it.
const VARIANTS_PER_MODEL = 64;
const memo = new WeakMap<object, Map<string, Uint8Array<ArrayBuffer>>>();

/** An answer's body, already JSON (jsonResponse sends the bytes as they are). */
export class SerializedJson {
  constructor(readonly bytes: Uint8Array<ArrayBuffer>) {}
}

/** The JSON of `build()` for this model and variant (a page of it), built the first time only. */
export function serializeOnce(model: object, variant: string, build: () => unknown): SerializedJson {
  let variants = memo.get(model);
  if (!variants) memo.set(model, (variants = new Map()));
  let bytes = variants.get(variant);
  if (!bytes) {
    bytes = new TextEncoder().encode(JSON.stringify(build()));
    if (variants.size >= VARIANTS_PER_MODEL) variants.delete(variants.keys().next().value!);
    variants.set(variant, bytes);
  }
  return new SerializedJson(bytes);
}
