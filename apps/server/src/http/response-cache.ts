/**
 * In-process cache of serialised public responses (spec performance note: PGlite is one connection).
 * Keys are request identities; any catalogue write clears it all, which is cheap at this data size.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Uint8Array>();
  readonly #maxEntries: number;
  #generation = 0;

  constructor(maxEntries = 5000) {
    this.#maxEntries = maxEntries;
  }

  /** The cached body, already UTF-8 encoded so a hit costs no serialisation or encoding. */
  get(key: string): Uint8Array | undefined {
    return this.#entries.get(key);
  }

  /** Stores unless an invalidation happened since `generation` was read (the value may be stale). */
  set(key: string, body: Uint8Array, generation: number): void {
    if (generation !== this.#generation) return;
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, body);
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
