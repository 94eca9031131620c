import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { categories } from "../../db/schema";

/** Categories as other features name them (subscriptions offer course topics and policy categories). */

/** Every category of these kinds, by kind, then in its sort order (categories_kind_idx). */
export const categoriesOfKinds = (db: Executor, kinds: readonly string[]) =>
  db
    .select({ id: categories.id, kind: categories.kind, name: categories.name })
    .from(categories)
    .where(inArray(categories.kind, [...kinds]))
    .orderBy(asc(categories.kind), asc(categories.sort), asc(categories.id));

/** The category with this id when it is of one of these kinds, else undefined. */
export const categoryOfKinds = async (db: Executor, id: number, kinds: readonly string[]) =>
  (
    await db
      .select({ id: categories.id, kind: categories.kind, name: categories.name })
      .from(categories)
      .where(and(eq(categories.id, id), inArray(categories.kind, [...kinds])))
      .limit(1)
  )[0];
