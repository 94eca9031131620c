import type { Database } from "../db/database";
import type { PgListener, PgListenerLog } from "../db/pg-listener";
import { connectEventBus, type EventBus } from "../shared/event-bus";
import type { Clock } from "../shared/runtime-types";
import { liveTokenHashes } from "./auth.repo";

/** Some of an account's logins may have ended (logout, password change or reset): its sockets re-check theirs. */
export interface LoginsEnded {
  readonly userId: number;
}

/** The PostgreSQL channel of ended logins. */
export const LOGINS_CHANNEL = "taxlearn_logins";

/**
 * Tells every process that logins ended, so each closes the sockets those logins opened (http/socket-hub) at once:
 * in-process on PGlite, NOTIFY on the process's listener with PostgreSQL. The database stays the judge: a socket
 * hearing of its account re-reads whether its own token is still live, so an event says nothing more than "look".
 */
export class LoginEvents {
  constructor(
    readonly bus: EventBus<LoginsEnded>,
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: PgListenerLog,
  ) {}

  static async create(options: {
    listener: PgListener | null;
    db: Database;
    clock: Clock;
    log: PgListenerLog;
  }): Promise<LoginEvents> {
    const bus = await connectEventBus<LoginsEnded>(LOGINS_CHANNEL, options);
    return new LoginEvents(bus, options.db, options.clock, options.log);
  }

  /**
   * After the revocation has committed: the account's sockets on every process check their logins. Never fails the
   * call that ended them: a lost announcement is made up by the sockets' heartbeat check.
   */
  async ended(userId: number): Promise<void> {
    try {
      await this.bus.publish({ userId });
    } catch (error) {
      this.log.error("ended logins not announced", { userId, error: String(error) });
    }
  }

  onEnded(listener: (userId: number) => void): () => void {
    return this.bus.subscribe((event) => listener(event.userId));
  }

  /** Which of these token hashes still belong to a live login. */
  async stillLive(tokenHashes: readonly string[]): Promise<ReadonlySet<string>> {
    return new Set(await liveTokenHashes(this.db, tokenHashes, this.clock()));
  }

  close(): Promise<void> {
    return this.bus.close();
  }
}
