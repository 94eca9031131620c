import { and, count, desc, eq, gte, min, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { assistantSessions, assistantTurns, type StoredCitation } from "../../db/schema";

/** Serialises one learner's questions until the transaction ends, so two at once cannot both pass the limit. */
export async function lockLearner(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`assistant:${userId}`}))`);
}

export async function insertSession(db: Executor, row: { id: string; userId: number; title: string; at: Date }) {
  await db
    .insert(assistantSessions)
    .values({ id: row.id, userId: row.userId, title: row.title, createdAt: row.at, updatedAt: row.at });
}

export async function countSessions(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(assistantSessions).where(eq(assistantSessions.userId, userId));
  return row?.n ?? 0;
}

/** The learner's own session, or undefined (another learner's id reads as missing). */
export async function findSessionOf(db: Executor, userId: number, sessionId: string) {
  const [row] = await db
    .select()
    .from(assistantSessions)
    .where(and(eq(assistantSessions.id, sessionId), eq(assistantSessions.userId, userId)));
  return row;
}

export async function listSessions(db: Executor, userId: number, limit: number) {
  return db
    .select({ id: assistantSessions.id, title: assistantSessions.title, updatedAt: assistantSessions.updatedAt })
    .from(assistantSessions)
    .where(eq(assistantSessions.userId, userId))
    .orderBy(desc(assistantSessions.updatedAt), desc(assistantSessions.id))
    .limit(limit);
}

export async function deleteSessionOf(db: Executor, userId: number, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(assistantSessions)
    .where(and(eq(assistantSessions.id, sessionId), eq(assistantSessions.userId, userId)))
    .returning({ id: assistantSessions.id });
  return rows.length > 0;
}

export async function touchSession(db: Executor, sessionId: string, at: Date, title: string | null) {
  await db
    .update(assistantSessions)
    .set(title === null ? { updatedAt: at } : { updatedAt: at, title })
    .where(eq(assistantSessions.id, sessionId));
}

/** Questions the learner asked since `since` (pending ones included), and the oldest of them. */
export async function recentQuestions(db: Executor, userId: number, since: Date) {
  const [row] = await db
    .select({ total: count(), oldest: min(assistantTurns.createdAt) })
    .from(assistantTurns)
    .where(and(eq(assistantTurns.userId, userId), gte(assistantTurns.createdAt, since)));
  return { total: row?.total ?? 0, oldest: row?.oldest ?? null };
}

export async function insertPendingTurn(
  db: Executor,
  row: { sessionId: string; userId: number; question: string; at: Date },
) {
  const [inserted] = await db
    .insert(assistantTurns)
    .values({ ...row, createdAt: row.at, answer: "", outcome: "pending", citations: [] })
    .returning({ id: assistantTurns.id });
  return inserted!.id;
}

export async function completeTurn(
  db: Executor,
  id: number,
  answer: { answer: string; outcome: string; citations: StoredCitation[] },
) {
  await db.update(assistantTurns).set(answer).where(eq(assistantTurns.id, id));
}

export async function deleteTurn(db: Executor, id: number) {
  await db.delete(assistantTurns).where(eq(assistantTurns.id, id));
}

/** The answered turns of a session, oldest first (pending ones are still being written). */
export async function turnsOf(db: Executor, sessionId: string) {
  return db
    .select()
    .from(assistantTurns)
    .where(and(eq(assistantTurns.sessionId, sessionId), sql`${assistantTurns.outcome} <> 'pending'`))
    .orderBy(assistantTurns.id);
}
