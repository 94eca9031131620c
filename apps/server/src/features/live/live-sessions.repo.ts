import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { liveBookings, liveSessions } from "../../db/schema";

/** Live sessions as other features read and move them (live-media runs the stream, catalogue lists them). */

export const liveSessionById = async (db: Executor, id: number) =>
  (await db.select().from(liveSessions).where(eq(liveSessions.id, id)).limit(1))[0];

/** These sessions, earliest start first (an id without a session is absent). */
export const liveSessionsByIds = (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(liveSessions)
        .where(inArray(liveSessions.id, [...ids]))
        .orderBy(asc(liveSessions.startTime));

export const liveIdsWithStatus = (db: Executor, status: number) =>
  db.select({ id: liveSessions.id }).from(liveSessions).where(eq(liveSessions.status, status));

/**
 * Moves a session from status `from` to `to`; false when it was not in `from` (another process moved it first).
 * Run it in the transaction that records what the move means (the media's times, the reminders).
 */
export const moveLiveStatus = async (db: Executor, liveId: number, from: number, to: number): Promise<boolean> =>
  (
    await db
      .update(liveSessions)
      .set({ status: to })
      .where(and(eq(liveSessions.id, liveId), eq(liveSessions.status, from)))
      .returning({ id: liveSessions.id })
  ).length > 0;

export const hasBooked = async (db: Executor, userId: number, liveId: number): Promise<boolean> =>
  (
    await db
      .select({ liveId: liveBookings.liveId })
      .from(liveBookings)
      .where(and(eq(liveBookings.userId, userId), eq(liveBookings.liveId, liveId)))
  ).length > 0;
