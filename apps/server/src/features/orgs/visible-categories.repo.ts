import { eq } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { organisations } from "../../db/schema";

/**
 * The course categories an organisation lets its members see: null when it sees all; undefined when no
 * organisation has this id (the catalogue fails closed on that).
 */
export const orgVisibleCategoryIds = async (db: Executor, orgId: number): Promise<number[] | null | undefined> => {
  const row = (
    await db.select({ scope: organisations.visibleCategoryIds }).from(organisations).where(eq(organisations.id, orgId))
  )[0];
  return row ? (row.scope ?? null) : undefined;
};
