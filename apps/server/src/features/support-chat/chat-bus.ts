import { EventEmitter } from "node:events";
import type { ChatServerFrame } from "@taxlearn/api";
import pg from "pg";

/** Whom a frame is for: a learner's windows, one agent's consoles, or every agent console. */
export type ChatAudience = { readonly learnerId: number } | { readonly agentId: number } | { readonly allAgents: true };

/**
 * What one process tells every process (itself included) about a chat. A claimed conversation's history can be
 * large, so `thread` only names it: each process with a console of that agent reads it from the database.
 */
export type ChatEvent =
  | { readonly kind: "frame"; readonly to: ChatAudience; readonly frame: ChatServerFrame }
  | { readonly kind: "thread"; readonly agentId: number; readonly conversationId: number };

/** Where the bus reports a lost listener (the server's logger; not imported, so server-context can name the bus). */
export interface ChatBusLog {
  error(message: string, fields?: Record<string, unknown>): void;
}

export interface ChatBus {
  publish(event: ChatEvent): Promise<void>;
  subscribe(listener: (event: ChatEvent) => void): () => void;
  close(): Promise<void>;
}

/** One process (PGlite): events go straight to this process's sockets. */
export class LocalChatBus implements ChatBus {
  readonly #emitter = new EventEmitter();

  async publish(event: ChatEvent): Promise<void> {
    this.#emitter.emit("event", event);
  }

  subscribe(listener: (event: ChatEvent) => void): () => void {
    this.#emitter.on("event", listener);
    return () => this.#emitter.off("event", listener);
  }

  async close(): Promise<void> {
    this.#emitter.removeAllListeners();
  }
}

/** The PostgreSQL channel of chat events. */
export const CHAT_CHANNEL = "taxlearn_support_chat";
const RECONNECT_MS = [250, 1000, 2000, 5000, 10_000];

/**
 * Several processes on one PostgreSQL database: an event is sent with NOTIFY and every process (the sender too)
 * receives it on its own LISTEN connection and hands it to its sockets, so a learner connected to one process hears
 * an agent connected to another. A message frame stays far below NOTIFY's 8000-byte payload (500 characters); the
 * history travels by reference (`thread`). Chat state lives in the database, so a notification lost while the
 * listener reconnects costs only a live update: the next reconnect of a window reads the history again.
 */
export class PgChatBus implements ChatBus {
  readonly #local = new LocalChatBus();
  #client: pg.Client | null = null;
  #closed = false;
  #attempt = 0;
  #retry: NodeJS.Timeout | undefined;

  private constructor(
    private readonly connectionString: string,
    private readonly publisher: pg.Pool,
    private readonly log: ChatBusLog,
  ) {}

  static async connect(options: { databaseUrl: string; log: ChatBusLog }): Promise<PgChatBus> {
    const publisher = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
    publisher.on("error", (error) => options.log.error("chat publisher connection lost", { error: error.message }));
    const bus = new PgChatBus(options.databaseUrl, publisher, options.log);
    await bus.#listen();
    return bus;
  }

  async publish(event: ChatEvent): Promise<void> {
    await this.publisher.query("select pg_notify($1, $2)", [CHAT_CHANNEL, JSON.stringify(event)]);
  }

  subscribe(listener: (event: ChatEvent) => void): () => void {
    return this.#local.subscribe(listener);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
    await this.publisher.end().catch(() => {});
    await this.#local.close();
  }

  async #listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on("notification", (message) => {
      if (message.channel !== CHAT_CHANNEL || !message.payload) return;
      try {
        void this.#local.publish(JSON.parse(message.payload) as ChatEvent);
      } catch (error) {
        this.log.error("unreadable chat notification", { error: String(error) });
      }
    });
    const lost = (error?: Error) => {
      if (this.#client !== client) return;
      this.#client = null;
      if (this.#closed) return;
      if (error) this.log.error("chat listener connection lost", { error: error.message });
      client.end().catch(() => {});
      this.#scheduleReconnect();
    };
    client.on("error", lost);
    client.on("end", () => lost());
    this.#client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHAT_CHANNEL}`);
    } catch (error) {
      this.#client = null;
      client.end().catch(() => {});
      throw error;
    }
    this.#attempt = 0;
  }

  #scheduleReconnect(): void {
    const delay = RECONNECT_MS[Math.min(this.#attempt, RECONNECT_MS.length - 1)]!;
    this.#attempt += 1;
    this.#retry = setTimeout(() => {
      if (this.#closed) return;
      this.#listen().catch((error: Error) => {
        this.log.error("chat listener could not reconnect", { error: error.message });
        this.#scheduleReconnect();
      });
    }, delay);
    this.#retry.unref();
  }
}
