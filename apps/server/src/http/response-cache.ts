import { gzipSync } from "node:zlib";

/**
 * Bodies under this many bytes are sent uncompressed: the threshold of the compression middleware (hono's
 * `compress`, 1 KB) that answers outside this cache go through, so a small answer is sent the same either way.
 */
export const COMPRESS_MIN_BYTES = 1024;

export interface CachedBody {
  /** UTF-8 JSON. */
  readonly identity: Uint8Array;
  /** The same, gzip-compressed on demand (browsers always accept gzip). */
  gzip(): Uint8Array;
}

/**
 * A body is compressed fast when first asked (most answers of a search nobody asked before are sent once; level 1
 * costs about half of level 6 for a few per cent more bytes) and compressed well when asked again, once: a body
 * served twice is likely to be served many times.
 */
const cachedBody = (identity: Uint8Array): CachedBody => {
  let compressed: Uint8Array | undefined;
  let well = false;
  return {
    identity,
    gzip: () => {
      if (compressed === undefined) compressed = gzipSync(identity, { level: 1 });
      else if (!well) {
        compressed = gzipSync(identity, { level: 6 });
        well = true;
      }
      return compressed;
    },
  };
};

/**
 * In-process cache of serialised public responses (spec performance note: PGlite is one connection).
 * Keys are request identities; any catalogue write clears it all, which is cheap at this data size.
 */
export class ResponseCache {
  readonly #entries = new Map<string, CachedBody>();
  readonly #maxEntries: number;
  #generation = 0;

  constructor(maxEntries = 5000) {
    this.#maxEntries = maxEntries;
  }

  /** The cached body, already encoded (and compressed when asked) so a hit costs no serialisation. */
  get(key: string): CachedBody | undefined {
    return this.#entries.get(key);
  }

  /** Stores unless an invalidation happened since `generation` was read (the value may be stale). */
  set(key: string, body: Uint8Array, generation: number): CachedBody {
    const entry = cachedBody(body);
    if (generation !== this.#generation) return entry;
    if (this.#entries.size >= this.#maxEntries) this.#evictOldest();
    this.#entries.set(key, entry);
    return entry;
  }

  /**
   * The oldest sixteenth goes at once: a map keeps deleted slots until it is rebuilt, and finding the oldest entry
   * walks past them, so deleting one entry per insertion under a storm of new keys cost a walk per request.
   */
  #evictOldest(): void {
    let left = Math.max(1, Math.ceil(this.#maxEntries / 16));
    for (const key of this.#entries.keys()) {
      this.#entries.delete(key);
      if (--left === 0) break;
    }
  }

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  invalidate(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
