import { sql } from "drizzle-orm";
import type { Database } from "./database";

/** The database or an open transaction: repository calls run on either. */
export type Executor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

/**
 * Serialises work on one key (an account, an organisation identity) until the caller's transaction ends. Under
 * PostgreSQL's default isolation every later statement of the transaction sees what the previous holder committed,
 * so "check, then write" sequences of parallel requests run one after the other. On PGlite transactions already run
 * one at a time; the lock is then free but harmless.
 */
export async function lockForTransaction(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Sends a NOTIFY to every process listening on `channel` (delivered when the caller's transaction, if any, commits). */
export async function notifyChannel(db: Executor, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
