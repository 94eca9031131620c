import pg from "pg";

/** Where the listener reports a lost connection (the server's logger, not imported: no cycle with server-context). */
export interface PgListenerLog {
  error(message: string, fields?: Record<string, unknown>): void;
}

/** What one channel's subscriber hears. */
export interface PgChannelHandlers {
  /** A notification's payload (an empty payload arrives as ""). */
  notify(payload: string): void;
  /** The connection is lost: notifications may be missed until `up`. */
  down?(): void;
  /** Listening again (after `down`); also called once when the subscription takes effect. */
  up?(): void;
}

const RECONNECT_MS = [250, 1000, 2000, 5000, 10_000];

/**
 * The one PostgreSQL connection of a process that LISTENs, shared by everything that hears other processes (the
 * response cache's invalidations, the chats' events). It reconnects with back-off (0.25 s … 10 s) when the
 * connection is lost and LISTENs on every subscribed channel again; subscribers are told `down` and `up` so that
 * what depends on not missing a notification (the cache) can stop trusting itself meanwhile.
 */
export class PgListener {
  readonly #channels = new Map<string, Set<PgChannelHandlers>>();
  #client: pg.Client | null = null;
  #listening = false;
  #closed = false;
  #attempt = 0;
  #retry: NodeJS.Timeout | undefined;

  private constructor(
    private readonly connectionString: string,
    private readonly log: PgListenerLog,
  ) {}

  /** Connects before the server answers anything (a first failure is the caller's to report). */
  static async connect(options: { databaseUrl: string; log: PgListenerLog }): Promise<PgListener> {
    const listener = new PgListener(options.databaseUrl, options.log);
    await listener.#connect();
    return listener;
  }

  /** Whether the connection is up (notifications are being received). */
  get listening(): boolean {
    return this.#listening;
  }

  /** Subscribes to a channel (a plain identifier); resolves once LISTEN has run. Returns the unsubscribe. */
  async subscribe(channel: string, handlers: PgChannelHandlers): Promise<() => void> {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let set = this.#channels.get(channel);
    if (!set) {
      set = new Set();
      this.#channels.set(channel, set);
      if (this.#listening && this.#client) await this.#client.query(`LISTEN ${channel}`);
    }
    set.add(handlers);
    if (this.#listening) handlers.up?.();
    return () => {
      set.delete(handlers);
    };
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = null;
    this.#listening = false;
    await client?.end().catch(() => {});
  }

  #each(fn: (handlers: PgChannelHandlers) => void): void {
    for (const set of this.#channels.values()) for (const handlers of set) fn(handlers);
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on("notification", (message) => {
      for (const handlers of this.#channels.get(message.channel) ?? []) {
        try {
          handlers.notify(message.payload ?? "");
        } catch (error) {
          this.log.error("a notification handler failed", { channel: message.channel, error: String(error) });
        }
      }
    });
    const lost = (error?: Error) => {
      if (this.#client !== client) return;
      this.#client = null;
      this.#listening = false;
      this.#each((handlers) => handlers.down?.());
      if (this.#closed) return;
      if (error) this.log.error("listener connection lost", { error: error.message });
      client.end().catch(() => {});
      this.#scheduleReconnect();
    };
    client.on("error", lost);
    client.on("end", () => lost());
    this.#client = client;
    try {
      await client.connect();
      for (const channel of this.#channels.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      this.#client = null;
      client.end().catch(() => {});
      throw error;
    }
    this.#listening = true;
    this.#attempt = 0;
    this.#each((handlers) => handlers.up?.());
  }

  #scheduleReconnect(): void {
    const delay = RECONNECT_MS[Math.min(this.#attempt, RECONNECT_MS.length - 1)]!;
    this.#attempt += 1;
    this.#retry = setTimeout(() => {
      if (this.#closed) return;
      this.#connect().catch((error: Error) => {
        this.log.error("listener could not reconnect", { error: error.message });
        this.#scheduleReconnect();
      });
    }, delay);
    this.#retry.unref();
  }
}
