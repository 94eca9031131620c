import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { subscriptions } from "../../db/schema";
import { categoriesOfKinds, categoryOfKinds } from "../catalogue/category-lookups.repo";

/** The kinds of category one can subscribe to: course topics and policy categories. */
export const SUBSCRIBABLE_KINDS = ["course", "news"] as const;

export const subscribableCategories = (db: Executor) => categoriesOfKinds(db, SUBSCRIBABLE_KINDS);

export const findSubscribable = (db: Executor, id: number) => categoryOfKinds(db, id, SUBSCRIBABLE_KINDS);

/** The learner's subscribed category ids (the primary key's leading column serves it). */
export const subscribedIds = async (db: Executor, userId: number) =>
  new Set(
    (
      await db
        .select({ categoryId: subscriptions.categoryId })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
    ).map((r) => r.categoryId),
  );

export const subscribe = (db: Executor, userId: number, categoryId: number, now: Date) =>
  db.insert(subscriptions).values({ userId, categoryId, createdAt: now }).onConflictDoNothing();

export const unsubscribe = (db: Executor, userId: number, categoryId: number) =>
  db.delete(subscriptions).where(and(eq(subscriptions.userId, userId), eq(subscriptions.categoryId, categoryId)));

/**
 * The learners subscribed to any of `categories`, once each, with the title of the first category of the list they
 * follow (`user_id`, `title`): a SELECT to message them in one statement (subscriptions' category index).
 */
export function subscribersOfCategories(categories: readonly { readonly id: number; readonly title: string }[]): SQL {
  // the category's rank in the list picks which title a learner subscribed to several of them reads
  const ranked = sql.join(
    categories.map((c, rank) => sql`(${c.id}::int, ${rank}::int, ${c.title}::text)`),
    sql`, `,
  );
  return sql`
    select distinct on (s.user_id) s.user_id, r.title
    from ${subscriptions} s
    join (values ${ranked}) as r(category_id, rank, title) on r.category_id = s.category_id
    where s.category_id in (${sql.join(
      categories.map((c) => sql`${c.id}`),
      sql`, `,
    )})
    order by s.user_id, r.rank`;
}
