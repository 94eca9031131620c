import { asc, count, desc, eq, max, sql } from "drizzle-orm";
import type { Executor } from "../../../db/executor";
import { hearings } from "../../../db/schema";

export type HearingRow = typeof hearings.$inferSelect;
type HearingValues = Omit<typeof hearings.$inferInsert, "id">;

/** Newest first (the public list's order), searched by title. */
export async function listConsoleHearings(db: Executor, keyword: string, page: number, pageSize: number) {
  const where = keyword === "" ? undefined : sql`strpos(${hearings.title}, ${keyword}) > 0`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(hearings)
      .where(where)
      .orderBy(desc(hearings.heldAt), asc(hearings.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(hearings).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const findHearing = async (db: Executor, id: number): Promise<HearingRow | null> =>
  (await db.select().from(hearings).where(eq(hearings.id, id)).limit(1))[0] ?? null;

/** An edit, or a new hearing with the next id (the caller holds the save lock). */
export async function saveHearing(db: Executor, id: number | null, values: HearingValues): Promise<HearingRow> {
  if (id !== null) return (await db.update(hearings).set(values).where(eq(hearings.id, id)).returning())[0]!;
  const [top] = await db.select({ id: max(hearings.id) }).from(hearings);
  return (
    await db
      .insert(hearings)
      .values({ id: (top?.id ?? 0) + 1, ...values })
      .returning()
  )[0]!;
}
