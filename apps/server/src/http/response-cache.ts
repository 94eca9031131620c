import { gzipSync } from "node:zlib";

export interface CachedBody {
  /** UTF-8 JSON. */
  readonly identity: Uint8Array;
  /** The same, gzip-compressed on first demand (browsers always accept gzip). */
  gzip(): Uint8Array;
}

const cachedBody = (identity: Uint8Array): CachedBody => {
  let compressed: Uint8Array | undefined;
  return {
    identity,
    gzip: () => {
      compressed ??= gzipSync(identity, { level: 6 });
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
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, entry);
    return entry;
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
