import { and, count, eq, gt, min, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { siteFeedback } from "../../db/schema";

type Executor = Pick<Database, "select" | "insert" | "execute">;

/** Serialises submissions of one client (until the transaction ends), so two at once cannot both pass the limit. */
export async function lockClient(db: Executor, clientHash: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`site_feedback:${clientHash}`}))`);
}

/** How many feedback rows the client stored since `since`, and when the oldest of them was stored. */
export async function recentByClient(db: Executor, clientHash: string, since: Date) {
  const [row] = await db
    .select({ total: count(), oldest: min(siteFeedback.createdAt) })
    .from(siteFeedback)
    .where(and(eq(siteFeedback.clientHash, clientHash), gt(siteFeedback.createdAt, since)));
  return { total: row?.total ?? 0, oldest: row?.oldest ?? null };
}

export async function insertSiteFeedback(db: Executor, row: typeof siteFeedback.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(siteFeedback).values(row).returning({ id: siteFeedback.id });
  return inserted!.id;
}
