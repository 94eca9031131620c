import { setImmediate } from "node:timers";
import { PGlite } from "@electric-sql/pglite";
import { databaseWaitSeconds } from "../shared/metrics";

/** Resolves in the check phase of the event loop's next turn, after the pending network events have been read. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * PGlite that hands its one connection out one statement per turn of the event loop. PGlite runs a statement
 * synchronously on the event loop and passes its lock on through promises: a queue of statements (sixteen requests
 * of one endpoint, each a few statements) ran back to back in one chain of microtasks, during which no socket was
 * read, so /healthz waited seconds behind a storm of searches or learners' lists. Now each statement first yields
 * a turn (inside the lock, so the waiting order stays first come, first served): between two statements the server
 * reads its sockets, answers what needs no database, and the gates see new requests. Statements inside a
 * transaction yield too (the transaction keeps the connection meanwhile, as before). How many requests may be in
 * the database at once is the gates' business (http/endpoint-limits.ts).
 *
 * `setImmediate` is node:timers' own, so a test's fake timers never stop the database.
 */
export class TurnTakingPGlite extends PGlite {
  // every statement, in a transaction or not, runs here
  override _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    const queued = performance.now();
    return super._runExclusiveQuery(async () => {
      await nextTurn();
      databaseWaitSeconds.observe({ db: "pglite" }, (performance.now() - queued) / 1000);
      return await fn();
    });
  }
}
