import { and, asc, count, eq, inArray, like, max } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { liveBookings, liveReminders, liveSessions } from "../../db/schema";

/** Live sessions as the console (live-media/console) lists, creates and edits them. */

export type LiveSessionRow = typeof liveSessions.$inferSelect;
export type LiveSessionValues = Omit<typeof liveSessions.$inferInsert, "id">;

/** Every session column, as a subquery the console joins its media and course to in one statement. */
export const liveSessionRows = (db: Executor) => db.select().from(liveSessions).as("session");

/** The counting query of the bookings of some sessions (the bookings' live index). */
export const bookingCountQuery = (db: Executor, liveIds: number[]) =>
  db
    .select({ liveId: liveBookings.liveId, n: count() })
    .from(liveBookings)
    .where(inArray(liveBookings.liveId, liveIds))
    .groupBy(liveBookings.liveId);

/** The booked learners of a session. */
export const bookersOf = async (db: Executor, liveId: number): Promise<number[]> =>
  (
    await db
      .select({ userId: liveBookings.userId })
      .from(liveBookings)
      .where(eq(liveBookings.liveId, liveId))
      .orderBy(asc(liveBookings.userId))
  ).map((r) => r.userId);

/** The session covers in use under `prefix`, in name order. */
export const coversUnder = async (db: Executor, prefix: string): Promise<string[]> =>
  (
    await db
      .select({ image: liveSessions.image })
      .from(liveSessions)
      .where(like(liveSessions.image, `${prefix}%`))
      .groupBy(liveSessions.image)
      .orderBy(asc(liveSessions.image))
  ).map((r) => r.image);

/** A new session with the next id after `floor` (the caller holds the create lock). */
export async function insertLiveSession(tx: Executor, values: LiveSessionValues, floor: number) {
  const [top] = await tx.select({ id: max(liveSessions.id) }).from(liveSessions);
  const id = Math.max(top?.id ?? 0, floor) + 1;
  const [created] = await tx
    .insert(liveSessions)
    .values({ id, ...values })
    .returning();
  return created!;
}

/** The session, locked until the transaction ends (going live and an edit happen one after the other). */
export const lockLiveSession = async (tx: Executor, id: number): Promise<LiveSessionRow | undefined> =>
  (await tx.select().from(liveSessions).where(eq(liveSessions.id, id)).for("update"))[0];

export const updateLiveSession = async (tx: Executor, id: number, values: Partial<LiveSessionValues>) =>
  (await tx.update(liveSessions).set(values).where(eq(liveSessions.id, id)).returning())[0]!;

/** The "starts in 30 minutes" reminder was claimed for the old time: unclaimed, it is sent again for the new one. */
export const rearmSoonReminders = (tx: Executor, liveId: number) =>
  tx.delete(liveReminders).where(and(eq(liveReminders.liveId, liveId), eq(liveReminders.kind, "soon")));
