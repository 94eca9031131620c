import { sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";

/** Key prefix of the SMS code budgets' rows (sms-budgets.ts): they count over a day, not the login window. */
export const SMS_KEY_PREFIX = "sms-";

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
const rowsOf = <R>(result: unknown): R[] => (result as { rows: R[] }).rows;

/**
 * Records an attempt of `key` at `now`, unless `limit` attempts after `since` are recorded already; true when it
 * was recorded. One statement: parallel calls for a key queue on its row (also across server processes) and each
 * sees the times the previous one wrote, so no more than `limit` get through. Times before `since` are dropped.
 */
export async function reserveAttempt(db: Executor, key: string, now: Date, since: Date, limit: number) {
  const result = await db.execute(sql`
    INSERT INTO login_throttles AS t (key, failures, updated_at)
    VALUES (${key}, ARRAY[${at(now)}], ${at(now)})
    ON CONFLICT (key) DO UPDATE SET
      failures = ARRAY(SELECT f FROM unnest(t.failures) f WHERE f > ${at(since)} ORDER BY f) || ${at(now)},
      updated_at = ${at(now)}
    WHERE (SELECT count(*) FROM unnest(t.failures) f WHERE f > ${at(since)}) < ${limit}
    RETURNING t.key`);
  return rowsOf(result).length === 1;
}

/** Gives back one attempt recorded at `time` (a login that turned out right is no failure). */
export async function releaseAttempt(db: Executor, key: string, time: Date) {
  await db.execute(sql`
    UPDATE login_throttles SET
      failures = failures[:array_position(failures, ${at(time)}) - 1]
        || failures[array_position(failures, ${at(time)}) + 1:]
    WHERE key = ${key} AND array_position(failures, ${at(time)}) IS NOT NULL`);
}

/** Forgets every attempt of `key`. */
export async function clearAttempts(db: Executor, key: string) {
  await db.execute(sql`DELETE FROM login_throttles WHERE key = ${key}`);
}

/** How many attempts of `key` are recorded after `since`. */
export async function countAttempts(db: Executor, key: string, since: Date): Promise<number> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS n FROM login_throttles t, unnest(t.failures) f WHERE t.key = ${key} AND f > ${at(since)}`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}

/** The oldest attempt of `key` after `since`, or null. */
export async function oldestAttempt(db: Executor, key: string, since: Date): Promise<Date | null> {
  const result = await db.execute(sql`
    SELECT (extract(epoch FROM min(f)) * 1000)::float8 AS oldest_ms
    FROM login_throttles t, unnest(t.failures) f
    WHERE t.key = ${key} AND f > ${at(since)}`);
  const oldest = rowsOf<{ oldest_ms: number | string | null }>(result)[0]?.oldest_ms;
  return oldest === null || oldest === undefined ? null : new Date(Number(oldest));
}

/**
 * Deletes rows none of whose attempts is after `since` (`smsSince` for the SMS budgets' rows). Rows another
 * request holds are skipped (SKIP LOCKED): the clean-up never waits on a login, so it cannot deadlock with one; a
 * later clean-up takes them.
 */
export async function pruneAttempts(db: Executor, since: Date, smsSince: Date) {
  await db.execute(sql`
    DELETE FROM login_throttles WHERE key IN (
      SELECT key FROM login_throttles
      WHERE updated_at < ${at(since)} AND (key NOT LIKE ${`${SMS_KEY_PREFIX}%`} OR updated_at < ${at(smsSince)})
      LIMIT 1000 FOR UPDATE SKIP LOCKED
    )`);
}
