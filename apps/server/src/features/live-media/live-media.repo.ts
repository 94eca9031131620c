import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/executor";
import {
  lecturerAccounts,
  lecturers,
  liveBookings,
  liveMedia,
  liveReplayProgress,
  liveSessions,
} from "../../db/schema";

export type LiveMediaRow = typeof liveMedia.$inferSelect;

/** A stream key: 24 random bytes, URL- and RTMP-safe (node-media-server accepts [A-Za-z0-9_-] only). */
export const newStreamKey = (): string => randomBytes(24).toString("base64url");

export const findSession = async (db: Executor, id: number) =>
  (await db.select().from(liveSessions).where(eq(liveSessions.id, id)).limit(1))[0];

export const findMedia = async (db: Executor, liveId: number): Promise<LiveMediaRow | undefined> =>
  (await db.select().from(liveMedia).where(eq(liveMedia.liveId, liveId)).limit(1))[0];

/** The media row of a session, made (with a fresh key) on first need. */
export async function ensureMedia(db: Executor, liveId: number): Promise<LiveMediaRow> {
  await db.insert(liveMedia).values({ liveId, streamKey: newStreamKey() }).onConflictDoNothing();
  return (await findMedia(db, liveId))!;
}

/** The session a stream key publishes to (the key column is unique and indexed). */
export async function sessionOfKey(db: Executor, streamKey: string) {
  const rows = await db
    .select({ session: liveSessions, media: liveMedia })
    .from(liveMedia)
    .innerJoin(liveSessions, eq(liveSessions.id, liveMedia.liveId))
    .where(eq(liveMedia.streamKey, streamKey))
    .limit(1);
  return rows[0];
}

export async function rotateKey(db: Executor, liveId: number): Promise<LiveMediaRow> {
  await ensureMedia(db, liveId);
  const [row] = await db
    .update(liveMedia)
    .set({ streamKey: newStreamKey() })
    .where(eq(liveMedia.liveId, liveId))
    .returning();
  return row!;
}

export const lecturerIdOfUser = async (db: Executor, userId: number): Promise<number | undefined> =>
  (
    await db
      .select({ id: lecturerAccounts.lecturerId })
      .from(lecturerAccounts)
      .where(eq(lecturerAccounts.userId, userId))
  )[0]?.id;

export const findLecturer = async (db: Executor, id: number) =>
  (await db.select().from(lecturers).where(eq(lecturers.id, id)))[0];

export const sessionsWithStatus = (db: Database, status: number) =>
  db.select({ id: liveSessions.id }).from(liveSessions).where(eq(liveSessions.status, status));

export const findReplayPosition = async (db: Executor, userId: number, liveId: number) =>
  (
    await db
      .select({ position: liveReplayProgress.positionSeconds })
      .from(liveReplayProgress)
      .where(and(eq(liveReplayProgress.userId, userId), eq(liveReplayProgress.liveId, liveId)))
  )[0]?.position ?? 0;

export async function saveReplayPosition(db: Executor, userId: number, liveId: number, position: number, now: Date) {
  await db
    .insert(liveReplayProgress)
    .values({ userId, liveId, positionSeconds: position, updatedAt: now })
    .onConflictDoUpdate({
      target: [liveReplayProgress.userId, liveReplayProgress.liveId],
      set: { positionSeconds: position, updatedAt: now },
    });
}

export const isBooked = async (db: Executor, userId: number, liveId: number): Promise<boolean> =>
  (
    await db
      .select({ liveId: liveBookings.liveId })
      .from(liveBookings)
      .where(and(eq(liveBookings.userId, userId), eq(liveBookings.liveId, liveId)))
  ).length > 0;
