import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { messages } from "../../db/schema";

// Every query here names the learner: a message id alone never reaches a row (B cannot touch A's messages).

const ofLearner = (userId: number, type: number | null): SQL =>
  type === null ? eq(messages.userId, userId) : and(eq(messages.userId, userId), eq(messages.type, type))!;

/** The unread count the side toolbar shows; served by the partial index messages_unread_idx. */
export async function unreadCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** A page of the learner's messages, newest first (messages_user_idx / messages_user_type_idx). */
export async function listMessages(db: Executor, userId: number, type: number | null, page: number, limit: number) {
  const where = ofLearner(userId, type);
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(messages).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Marks one message read (at `now`, unless it already was) or unread; false when the learner has no such message. */
export async function setRead(db: Executor, userId: number, messageId: number, read: boolean, now: Date) {
  const updated = await db
    .update(messages)
    .set({ readAt: read ? now : null })
    .where(and(eq(messages.id, messageId), eq(messages.userId, userId)))
    .returning({ id: messages.id });
  return updated.length > 0;
}

/** Marks the learner's unread messages (of one type, or all) read; answers how many. */
export async function markAllRead(db: Executor, userId: number, type: number | null, now: Date): Promise<number> {
  const updated = await db
    .update(messages)
    .set({ readAt: now })
    .where(and(ofLearner(userId, type), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return updated.length;
}

/** Stores a message (in the caller's transaction); its id. */
export const insertMessage = async (db: Executor, values: typeof messages.$inferInsert): Promise<number> =>
  (await db.insert(messages).values(values).returning({ id: messages.id }))[0]!.id;
