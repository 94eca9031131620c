import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../db/database";
import type { Logger } from "../server-context";
import { type CachedBody, ResponseCache } from "./response-cache";

/** The PostgreSQL channel on which processes tell each other that cached responses are stale. */
export const CACHE_CHANNEL = "taxlearn_response_cache";

const RECONNECT_MS = [250, 1000, 2000, 5000, 10_000];

/**
 * The response cache of one process among several serving one PostgreSQL database. `invalidate()` clears this
 * process's entries and sends a NOTIFY; every process LISTENs on a connection of its own and clears its entries when
 * another process's notification arrives, so a catalogue write through any process is seen through all of them.
 *
 * While the listening connection is down a notification could be missed, so the cache then neither answers nor
 * stores (every read goes to the database) and is cleared once the connection is back. With PGlite (one process by
 * construction) the plain `ResponseCache` is used and nothing of this runs.
 */
export class SharedResponseCache extends ResponseCache {
  /** Sent as the payload, so a process can tell its own notifications from others'. */
  readonly origin = randomUUID();
  #client: pg.Client | null = null;
  #listening = false;
  #closed = false;
  #attempt = 0;
  #retry: NodeJS.Timeout | undefined;

  private constructor(
    private readonly connectionString: string,
    private readonly db: Database,
    private readonly log: Logger,
  ) {
    super();
  }

  /** Connects the listener before the server answers anything (a first failure is the caller's to report). */
  static async connect(options: { databaseUrl: string; db: Database; log: Logger }): Promise<SharedResponseCache> {
    const cache = new SharedResponseCache(options.databaseUrl, options.db, options.log);
    await cache.#listen();
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
    this.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${this.origin})`).catch((error: Error) => {
      this.log.error("could not notify other processes of a cache invalidation", { error: error.message });
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = null;
    this.#listening = false;
    await client?.end().catch(() => {});
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on("notification", (message) => {
      if (message.channel === CACHE_CHANNEL && message.payload !== this.origin) super.invalidate();
    });
    // an error or end of the connection: stop serving from the cache until a new listener is up
    const lost = (error?: Error) => {
      if (this.#client !== client) return;
      this.#client = null;
      this.#listening = false;
      super.invalidate();
      if (this.#closed) return;
      if (error) this.log.error("cache listener connection lost", { error: error.message });
      client.end().catch(() => {});
      this.#scheduleReconnect();
    };
    client.on("error", lost);
    client.on("end", () => lost());
    this.#client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (error) {
      this.#client = null;
      client.end().catch(() => {});
      throw error;
    }
    // anything cached before this point may have missed a notification
    super.invalidate();
    this.#listening = true;
    this.#attempt = 0;
  }

  #scheduleReconnect(): void {
    const delay = RECONNECT_MS[Math.min(this.#attempt, RECONNECT_MS.length - 1)]!;
    this.#attempt += 1;
    this.#retry = setTimeout(() => {
      if (this.#closed) return;
      this.#listen().catch((error: Error) => {
        this.log.error("cache listener could not reconnect", { error: error.message });
        this.#scheduleReconnect();
      });
    }, delay);
    this.#retry.unref();
  }
}
