import { randomUUID } from "node:crypto";
import type { Database } from "../db/database";
import { notifyChannel } from "../db/executor";
import { PgListener } from "../db/pg-listener";
import type { Logger } from "../server-context";
import { type CachedBody, ResponseCache } from "./response-cache";

/** The PostgreSQL channel on which processes tell each other that cached responses are stale. */
export const CACHE_CHANNEL = "taxlearn_response_cache";

/**
 * The response cache of one process among several serving one PostgreSQL database. `invalidate()` clears this
 * process's entries and sends a NOTIFY; every process LISTENs (on its one shared listener connection, db/pg-listener)
 * and clears its entries when another process's notification arrives, so a catalogue write through any process is
 * seen through all of them.
 *
 * While the listening connection is down a notification could be missed, so the cache then neither answers nor
 * stores (every read goes to the database) and is cleared once the connection is back. With PGlite (one process by
 * construction) the plain `ResponseCache` is used and nothing of this runs.
 */
export class SharedResponseCache extends ResponseCache {
  /** Sent as the payload, so a process can tell its own notifications from others'. */
  readonly origin = randomUUID();
  #listening = false;
  #unsubscribe: (() => void) | null = null;
  /** A listener this cache opened itself (closed with it); a shared one belongs to the server. */
  #ownListener: PgListener | null = null;

  private constructor(
    private readonly db: Database,
    private readonly log: Logger,
  ) {
    super();
  }

  /**
   * Subscribes on the process's listener (or, given only `databaseUrl`, on a listener of its own) before the server
   * answers anything (a first failure is the caller's to report).
   */
  static async connect(
    options: { db: Database; log: Logger } & ({ listener: PgListener } | { databaseUrl: string }),
  ): Promise<SharedResponseCache> {
    const cache = new SharedResponseCache(options.db, options.log);
    let listener: PgListener;
    if ("listener" in options) listener = options.listener;
    else {
      listener = await PgListener.connect({ databaseUrl: options.databaseUrl, log: options.log });
      cache.#ownListener = listener;
    }
    cache.#unsubscribe = await listener.subscribe(CACHE_CHANNEL, {
      notify: (payload) => {
        if (payload !== cache.origin) cache.#clear();
      },
      // an error or end of the connection: stop serving from the cache until the listener is up again
      down: () => {
        cache.#listening = false;
        cache.#clear();
      },
      // anything cached before this point may have missed a notification
      up: () => {
        cache.#clear();
        cache.#listening = true;
      },
    });
    return cache;
  }

  /** Whether notifications are being received (when not, nothing is served from the cache). */
  get listening(): boolean {
    return this.#listening;
  }

  override get(key: string): CachedBody | undefined {
    return this.#listening ? super.get(key) : undefined;
  }

  override set(key: string, body: Uint8Array, generation: number): CachedBody {
    // a generation that never matches: the body is answered, not kept
    return super.set(key, body, this.#listening ? generation : Number.NaN);
  }

  /** Clears this process's entries and tells the others to clear theirs. */
  override invalidate(): void {
    super.invalidate();
    notifyChannel(this.db, CACHE_CHANNEL, this.origin).catch((error: Error) => {
      this.log.error("could not notify other processes of a cache invalidation", { error: error.message });
    });
  }

  async close(): Promise<void> {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.#listening = false;
    await this.#ownListener?.close();
  }

  #clear(): void {
    super.invalidate();
  }
}
