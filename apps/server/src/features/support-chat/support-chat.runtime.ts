import { isServiceOpen } from "@taxlearn/core";
import type { Database } from "../../db/database";
import type { PgListener, PgListenerLog } from "../../db/pg-listener";
import { connectEventBus } from "../../shared/event-bus";
import { CHAT_CHANNEL, type ChatBus, type ChatEvent } from "./chat-bus";

type Clock = () => Date;

/**
 * The live chat's per-server parts: the bus that carries its events between processes, and the clock of the
 * service-hours rule. A sandbox server (never production) lets automated tests move that clock alone
 * (dev-clock.route.ts), so a browser test can see the offline window at any hour without touching the clock of
 * sessions, SMS codes or message times.
 */
export class SupportChatRuntime {
  #hoursAt: Date | null = null;

  constructor(
    readonly bus: ChatBus,
    private readonly clock: Clock,
  ) {}

  /** With the process's PostgreSQL listener, events cross processes; without (PGlite) they stay in this one. */
  static async create(options: {
    listener: PgListener | null;
    db: Database;
    clock: Clock;
    log: PgListenerLog;
  }): Promise<SupportChatRuntime> {
    const bus = await connectEventBus<ChatEvent>(CHAT_CHANNEL, options);
    return new SupportChatRuntime(bus, options.clock);
  }

  /** Whether the service is staffed now (core's service-hours rule). */
  online(): boolean {
    return isServiceOpen(this.#hoursAt ?? this.clock());
  }

  /** Sandbox only: the instant the service-hours rule reads, or null for the server clock again. */
  setHoursClock(at: Date | null): void {
    this.#hoursAt = at;
  }

  close(): Promise<void> {
    return this.bus.close();
  }
}
