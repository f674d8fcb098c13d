// Issue 11: a cached read model's JSON answer is serialized once, not on every request. The full
// ladder of 1,000 teams is ~780 kB of JSON: stringifying it, and Next turning the string into
// bytes, was most of the time of GET /api/v1/ladder?limit=all (budgets.md: a full list ≤ 5× the
// trivial route). The bytes are kept beside the model object the read cache hands out (a WeakMap:
// they go when the model is dropped at the next write), per page of it, within a byte budget per
// model (any client can ask for many different pages: that must not grow memory without bound).
// A client that accepts gzip (browsers, curl --compressed, fetch, requests) gets the answer
// compressed once as well (780 kB → ~23 kB), instead of Next compressing the same bytes per request.
import zlib from "node:zlib";
import etag from "etag";

const BYTES_PER_MODEL = 4 * 1024 * 1024;
type Variant = { json: Uint8Array<ArrayBuffer>; gzip?: Uint8Array<ArrayBuffer>; etag?: string };
type Kept = { variants: Map<string, Variant>; bytes: number };
const memo = new WeakMap<object, Kept>();

const size = (v: Variant) => v.json.length + (v.gzip?.length ?? 0);

/** An answer's body, already JSON (jsonResponse sends the bytes as they are). */
export class SerializedJson<T = unknown> {
  /** The type of what the bytes were built from (for the compiler's check of a route's answer, lib/api/wire.ts). */
  declare readonly built?: T;

  constructor(
    private readonly variant: Variant,
    private readonly kept: Kept,
  ) {}

  get bytes(): Uint8Array<ArrayBuffer> {
    return this.variant.json;
  }

  /** Issue 24: the answer's entity tag (of the JSON's bytes, so the same on every instance), hashed the first time only. */
  get etag(): string {
    return (this.variant.etag ??= etag(Buffer.from(this.variant.json.buffer, this.variant.json.byteOffset, this.variant.json.byteLength), { weak: true }));
  }

  /** The same JSON gzipped, compressed the first time only (level 6, as Next's compression). */
  gzipped(): Uint8Array<ArrayBuffer> {
    if (!this.variant.gzip) {
      const z = zlib.gzipSync(this.variant.json, { level: 6 });
      this.variant.gzip = new Uint8Array(z.buffer as ArrayBuffer, z.byteOffset, z.byteLength);
      this.kept.bytes += z.byteLength;
    }
    return this.variant.gzip;
  }
}

/** The JSON of `build()` for this model and variant (a page of it), built the first time only. */
export function serializeOnce<T>(model: object, variant: string, build: () => T): SerializedJson<T> {
  let kept = memo.get(model);
  if (!kept) memo.set(model, (kept = { variants: new Map(), bytes: 0 }));
  let v = kept.variants.get(variant);
  if (!v) {
    v = { json: new TextEncoder().encode(JSON.stringify(build())) };
    // The oldest pages go first; the one just built is always kept.
    for (const [name, old] of kept.variants) {
      if (kept.bytes + v.json.length <= BYTES_PER_MODEL) break;
      kept.variants.delete(name);
      kept.bytes -= size(old);
    }
    kept.variants.set(variant, v);
    kept.bytes += v.json.length;
  }
  return new SerializedJson<T>(v, kept);
}
