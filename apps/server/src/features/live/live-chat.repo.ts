import { and, count, desc, eq, gt } from "drizzle-orm";
import { lecturerLinks } from "../../auth/lecturer-accounts.repo";
import { userContactsByIds } from "../../auth/user-contacts.repo";
import { accountNames } from "../../auth/user-directory.repo";
import type { Executor } from "../../db/executor";
import { liveChatMessages, liveChatMutes, liveSessions } from "../../db/schema";

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

/** A message with its author's name and phone (auth's accounts, joined in the same statement). */
const messagesWithAuthors = (db: Executor) => {
  const account = accountNames(db);
  return db
    .select({
      id: liveChatMessages.id,
      liveId: liveChatMessages.liveId,
      userId: liveChatMessages.userId,
      body: liveChatMessages.body,
      fromLecturer: liveChatMessages.fromLecturer,
      createdAt: liveChatMessages.createdAt,
      username: account.username,
      mobile: account.mobile,
    })
    .from(liveChatMessages)
    .innerJoin(account, eq(account.userId, liveChatMessages.userId));
};

/** The session's status and the account of its lecturer (null when the lecturer has no account). */
export async function sessionForChat(db: Executor, liveId: number) {
  const link = lecturerLinks(db);
  const [row] = await db
    .select({
      id: liveSessions.id,
      status: liveSessions.status,
      lecturerName: liveSessions.lecturerName,
      lecturerUserId: link.userId,
    })
    .from(liveSessions)
    .leftJoin(link, eq(link.lecturerId, liveSessions.lecturerId))
    .where(eq(liveSessions.id, liveId))
    .limit(1);
  return row;
}

/** The latest `limit` messages of a session, oldest first. */
export async function recentMessages(db: Executor, liveId: number, limit: number): Promise<LiveChatRow[]> {
  const rows = await messagesWithAuthors(db)
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
  const [row] = await messagesWithAuthors(db).where(eq(liveChatMessages.id, inserted!.id));
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
  const account = accountNames(db);
  return db
    .select({ userId: liveChatMutes.userId, username: account.username, mobile: account.mobile })
    .from(liveChatMutes)
    .innerJoin(account, eq(account.userId, liveChatMutes.userId))
    .where(eq(liveChatMutes.liveId, liveId))
    .orderBy(liveChatMutes.createdAt);
}

export async function mute(db: Executor, liveId: number, userId: number, by: number, now: Date): Promise<void> {
  await db.insert(liveChatMutes).values({ liveId, userId, mutedBy: by, createdAt: now }).onConflictDoNothing();
}

export async function unmute(db: Executor, liveId: number, userId: number): Promise<void> {
  await db.delete(liveChatMutes).where(and(eq(liveChatMutes.liveId, liveId), eq(liveChatMutes.userId, userId)));
}

/** The name and phone of each account, by id (auth's). */
export async function userNames(db: Executor, ids: readonly number[]) {
  const contacts = await userContactsByIds(db, ids);
  return [...contacts].map(([id, contact]) => ({ id, ...contact }));
}
