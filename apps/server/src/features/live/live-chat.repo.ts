import { and, count, desc, eq, gt, inArray } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { lecturerAccounts, liveChatMessages, liveChatMutes, liveSessions, users } from "../../db/schema";

export interface LiveChatRow {
  id: number;
  liveId: number;
  userId: number;
  body: string;
  fromLecturer: boolean;
  createdAt: Date;
  username: string;
  mobile: string | null;
}

const messageColumns = {
  id: liveChatMessages.id,
  liveId: liveChatMessages.liveId,
  userId: liveChatMessages.userId,
  body: liveChatMessages.body,
  fromLecturer: liveChatMessages.fromLecturer,
  createdAt: liveChatMessages.createdAt,
  username: users.username,
  mobile: users.mobile,
};

/** The session's status and the account of its lecturer (null when the lecturer has no account). */
export async function sessionForChat(db: Executor, liveId: number) {
  const [row] = await db
    .select({
      id: liveSessions.id,
      status: liveSessions.status,
      lecturerName: liveSessions.lecturerName,
      lecturerUserId: lecturerAccounts.userId,
    })
    .from(liveSessions)
    .leftJoin(lecturerAccounts, eq(lecturerAccounts.lecturerId, liveSessions.lecturerId))
    .where(eq(liveSessions.id, liveId))
    .limit(1);
  return row;
}

/** The latest `limit` messages of a session, oldest first. */
export async function recentMessages(db: Executor, liveId: number, limit: number): Promise<LiveChatRow[]> {
  const rows = await db
    .select(messageColumns)
    .from(liveChatMessages)
    .innerJoin(users, eq(users.id, liveChatMessages.userId))
    .where(eq(liveChatMessages.liveId, liveId))
    .orderBy(desc(liveChatMessages.id))
    .limit(limit);
  return rows.reverse();
}

export async function insertMessage(
  db: Executor,
  message: { liveId: number; userId: number; body: string; fromLecturer: boolean; createdAt: Date },
): Promise<LiveChatRow> {
  const [inserted] = await db.insert(liveChatMessages).values(message).returning({ id: liveChatMessages.id });
  const [row] = await db
    .select(messageColumns)
    .from(liveChatMessages)
    .innerJoin(users, eq(users.id, liveChatMessages.userId))
    .where(eq(liveChatMessages.id, inserted!.id));
  return row!;
}

/** Messages one account sent into one session since `since` (the rate limit; indexed). */
export async function countSentSince(db: Executor, liveId: number, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(liveChatMessages)
    .where(
      and(
        eq(liveChatMessages.liveId, liveId),
        eq(liveChatMessages.userId, userId),
        gt(liveChatMessages.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function isMuted(db: Executor, liveId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: liveChatMutes.userId })
    .from(liveChatMutes)
    .where(and(eq(liveChatMutes.liveId, liveId), eq(liveChatMutes.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function mutedUsers(db: Executor, liveId: number) {
  return db
    .select({ userId: liveChatMutes.userId, username: users.username, mobile: users.mobile })
    .from(liveChatMutes)
    .innerJoin(users, eq(users.id, liveChatMutes.userId))
    .where(eq(liveChatMutes.liveId, liveId))
    .orderBy(liveChatMutes.createdAt);
}

export async function mute(db: Executor, liveId: number, userId: number, by: number, now: Date): Promise<void> {
  await db.insert(liveChatMutes).values({ liveId, userId, mutedBy: by, createdAt: now }).onConflictDoNothing();
}

export async function unmute(db: Executor, liveId: number, userId: number): Promise<void> {
  await db.delete(liveChatMutes).where(and(eq(liveChatMutes.liveId, liveId), eq(liveChatMutes.userId, userId)));
}

export async function userNames(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, username: users.username, mobile: users.mobile })
    .from(users)
    .where(inArray(users.id, [...ids]));
}
