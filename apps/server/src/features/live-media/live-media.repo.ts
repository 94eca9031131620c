import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { lecturerIdOfAccount } from "../../auth/lecturer-accounts.repo";
import type { Database } from "../../db/database";
import type { Executor } from "../../db/executor";
import { liveMedia, liveReplayProgress } from "../../db/schema";
import { lecturerById } from "../catalogue/lecturer-lookups.repo";
import { hasBooked, liveIdsWithStatus, liveSessionById, moveLiveStatus } from "../live/live-sessions.repo";

// The sessions and their bookings are live's, lecturers catalogue's and their accounts forum's: read through their
// repositories. This one keeps the media rows (stream keys, replays) and the replay positions.

export type LiveMediaRow = typeof liveMedia.$inferSelect;

/** A stream key: 24 random bytes, URL- and RTMP-safe (node-media-server accepts [A-Za-z0-9_-] only). */
export const newStreamKey = (): string => randomBytes(24).toString("base64url");

export const findSession = liveSessionById;

export const findMedia = async (db: Executor, liveId: number): Promise<LiveMediaRow | undefined> =>
  (await db.select().from(liveMedia).where(eq(liveMedia.liveId, liveId)).limit(1))[0];

/** The media row of a session, made (with a fresh key) on first need. */
export async function ensureMedia(db: Executor, liveId: number): Promise<LiveMediaRow> {
  await db.insert(liveMedia).values({ liveId, streamKey: newStreamKey() }).onConflictDoNothing();
  return (await findMedia(db, liveId))!;
}

/** The session a stream key publishes to (the key column is unique and indexed). */
export async function sessionOfKey(db: Executor, streamKey: string) {
  const [media] = await db.select().from(liveMedia).where(eq(liveMedia.streamKey, streamKey)).limit(1);
  const session = media ? await liveSessionById(db, media.liveId) : undefined;
  return media && session ? { session, media } : undefined;
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

export const lecturerIdOfUser = lecturerIdOfAccount;

export const findLecturer = lecturerById;

export const sessionsWithStatus = (db: Database, status: number) => liveIdsWithStatus(db, status);

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

export const isBooked = hasBooked;

/** A session goes live: its status moves (live's) and its media notes when (false when it was not waiting). */
export async function markWentLive(tx: Executor, liveId: number, from: number, to: number, now: Date) {
  const started = await moveLiveStatus(tx, liveId, from, to);
  await tx.update(liveMedia).set({ wentLiveAt: now }).where(eq(liveMedia.liveId, liveId));
  return started;
}

/** A session ends: its status moves to the replay and its media keeps the replay; false when it was not live. */
export async function markEnded(
  tx: Executor,
  liveId: number,
  from: number,
  to: number,
  media: { replayUrl: string | null; replaySeconds: number | null; interrupted: boolean; endedAt: Date },
): Promise<boolean> {
  if (!(await moveLiveStatus(tx, liveId, from, to))) return false;
  await tx.update(liveMedia).set(media).where(eq(liveMedia.liveId, liveId));
  return true;
}
