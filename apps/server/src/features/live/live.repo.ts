import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/executor";
import { liveBookings, liveSessions } from "../../db/schema";

export type LiveRow = typeof liveSessions.$inferSelect;

/**
 * Live now first, then upcoming by start time (soonest first), then replays newest first; unknown statuses last.
 * The id breaks ties so pages never overlap.
 */
const LIST_ORDER: SQL[] = [
  asc(sql`case ${liveSessions.status} when 1 then 0 when 0 then 1 when 2 then 2 else 3 end`),
  asc(sql`case when ${liveSessions.status} <> 2 then ${liveSessions.startTime} end`),
  desc(sql`case when ${liveSessions.status} = 2 then ${liveSessions.startTime} end`),
  asc(liveSessions.id),
];

export async function listLives(db: Database, status: number | undefined, pageNo: number, pageSize: number) {
  const where = status === undefined ? undefined : eq(liveSessions.status, status);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(liveSessions)
      .where(where)
      .orderBy(...LIST_ORDER)
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ total: count() }).from(liveSessions).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export const findLive = async (db: Database, id: number): Promise<LiveRow | undefined> =>
  (await db.select().from(liveSessions).where(eq(liveSessions.id, id)).limit(1))[0];

/**
 * A session's status and title, its row held against a status change until the caller's transaction ends: what
 * is written meanwhile (an attendance report) is seen by the transaction that ends the session.
 */
export const liveStatusForShare = async (tx: Executor, id: number) =>
  (
    await tx
      .select({ status: liveSessions.status, title: liveSessions.title })
      .from(liveSessions)
      .where(eq(liveSessions.id, id))
      .for("share")
  )[0];

/** Which of `liveIds` the user booked. */
export async function bookedAmong(db: Database, userId: number, liveIds: readonly number[]): Promise<Set<number>> {
  if (liveIds.length === 0) return new Set();
  const rows = await db
    .select({ liveId: liveBookings.liveId })
    .from(liveBookings)
    .where(and(eq(liveBookings.userId, userId), inArray(liveBookings.liveId, [...liveIds])));
  return new Set(rows.map((r) => r.liveId));
}

/** Books the session for the user; false when the booking already existed (nothing changes). */
export async function insertBooking(db: Database, userId: number, liveId: number, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(liveBookings)
    .values({ userId, liveId, createdAt: now })
    .onConflictDoNothing()
    .returning({ liveId: liveBookings.liveId });
  return inserted.length > 0;
}

/** Cancels the user's booking; false when there was none (nothing changes). */
export async function deleteBooking(db: Database, userId: number, liveId: number): Promise<boolean> {
  const deleted = await db
    .delete(liveBookings)
    .where(and(eq(liveBookings.userId, userId), eq(liveBookings.liveId, liveId)))
    .returning({ liveId: liveBookings.liveId });
  return deleted.length > 0;
}
