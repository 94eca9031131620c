import { EventEmitter } from "node:events";
import type { Database } from "../db/database";
import { notifyChannel } from "../db/executor";
import type { PgListener, PgListenerLog } from "../db/pg-listener";

/** Events one process tells every process (itself included): the chats' frames. */
export interface EventBus<E> {
  publish(event: E): Promise<void>;
  subscribe(listener: (event: E) => void): () => void;
  close(): Promise<void>;
}

/** One process (PGlite): events go straight to this process's subscribers. */
export class LocalEventBus<E> implements EventBus<E> {
  readonly #emitter = new EventEmitter();

  async publish(event: E): Promise<void> {
    this.#emitter.emit("event", event);
  }

  subscribe(listener: (event: E) => void): () => void {
    this.#emitter.on("event", listener);
    return () => this.#emitter.off("event", listener);
  }

  async close(): Promise<void> {
    this.#emitter.removeAllListeners();
  }
}

/**
 * Several processes on one PostgreSQL database: an event is sent with NOTIFY on `channel` and every process (the
 * sender too) receives it on its listener (db/pg-listener, one connection per process) and hands it to its
 * subscribers. Payloads must stay below NOTIFY's 8000 bytes: large things travel by reference. State lives in the
 * database, so an event lost while the listener reconnects costs only a live update.
 */
export class PgEventBus<E> implements EventBus<E> {
  readonly #local = new LocalEventBus<E>();
  #unsubscribe: (() => void) | null = null;

  private constructor(
    private readonly channel: string,
    private readonly db: Database,
  ) {}

  static async connect<E>(options: {
    channel: string;
    db: Database;
    listener: PgListener;
    log: PgListenerLog;
  }): Promise<PgEventBus<E>> {
    const bus = new PgEventBus<E>(options.channel, options.db);
    bus.#unsubscribe = await options.listener.subscribe(options.channel, {
      notify: (payload) => {
        try {
          void bus.#local.publish(JSON.parse(payload) as E);
        } catch (error) {
          options.log.error("unreadable event notification", { channel: options.channel, error: String(error) });
        }
      },
    });
    return bus;
  }

  async publish(event: E): Promise<void> {
    await notifyChannel(this.db, this.channel, JSON.stringify(event));
  }

  subscribe(listener: (event: E) => void): () => void {
    return this.#local.subscribe(listener);
  }

  async close(): Promise<void> {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    await this.#local.close();
  }
}

/**
 * The bus of one channel for this process: across processes through NOTIFY when it has a PostgreSQL listener, within
 * this process otherwise (PGlite).
 */
export async function connectEventBus<E>(
  channel: string,
  options: { listener: PgListener | null; db: Database; log: PgListenerLog },
): Promise<EventBus<E>> {
  const { listener, db, log } = options;
  return listener ? await PgEventBus.connect<E>({ channel, db, listener, log }) : new LocalEventBus<E>();
}
