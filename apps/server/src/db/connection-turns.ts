import { setImmediate } from "node:timers";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";

/**
 * How far behind the embedded connection is: the callers (a statement, a transaction) waiting for it and how long
 * the oldest of them has waited. The endpoint gates read it (http/endpoint-limits.ts) to shed a storm before the
 * wait reaches other requests.
 */
export class ConnectionBacklog {
  /** Since when each waiting caller waits, in arrival order (the connection is handed out first come, first served). */
  readonly #waitingSince = new Set<{ readonly since: number }>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Callers waiting for the connection. */
  get waiting(): number {
    return this.#waitingSince.size;
  }

  /** Milliseconds the oldest waiting caller has waited (0 when none waits). */
  oldestWaitMs(): number {
    for (const entry of this.#waitingSince) return Math.max(0, this.now() - entry.since);
    return 0;
  }

  /** A caller starts waiting; `served` (idempotent) when it has the connection. */
  enter(): { served(): void } {
    const entry = { since: this.now() };
    this.#waitingSince.add(entry);
    return { served: () => this.#waitingSince.delete(entry) };
  }
}

/** Resolves in the check phase of the event loop's next turn, after the pending network events have been read. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * PGlite that hands its one connection out one statement per turn of the event loop. PGlite runs a statement
 * synchronously on the event loop and passes its lock on through promises: a queue of statements (sixteen requests
 * of one endpoint, each a few statements) ran back to back in one chain of microtasks, during which no socket was
 * read, so /healthz waited seconds behind a storm of searches or learners' lists. Now each statement first yields
 * a turn (inside the lock, so the waiting order stays first come, first served): between two statements the server
 * reads its sockets, answers what needs no database, and the gates see new requests. Statements inside a
 * transaction yield too (the transaction keeps the connection meanwhile, as before).
 *
 * `setImmediate` is node:timers' own, so a test's fake timers never stop the database.
 */
export class TurnTakingPGlite extends PGlite {
  readonly backlog: ConnectionBacklog;

  constructor(options?: PGliteOptions & { dataDir?: string }, backlog: ConnectionBacklog = new ConnectionBacklog()) {
    super(options);
    this.backlog = backlog;
  }

  // every query, exec and transaction of PGlite waits here for the connection
  override _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    const waiting = this.backlog.enter();
    return super
      ._runExclusiveTransaction(() => {
        waiting.served();
        return fn();
      })
      .finally(() => waiting.served());
  }

  // every statement, in a transaction or not, runs here
  override _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    return super._runExclusiveQuery(async () => {
      await nextTurn();
      return await fn();
    });
  }
}
