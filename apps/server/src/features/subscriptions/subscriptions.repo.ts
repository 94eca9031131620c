import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { categories, subscriptions } from "../../db/schema";

/** The kinds of category one can subscribe to: course topics and policy categories. */
export const SUBSCRIBABLE_KINDS = ["course", "news"] as const;

export const subscribableCategories = (db: Executor) =>
  db
    .select({ id: categories.id, kind: categories.kind, name: categories.name })
    .from(categories)
    .where(inArray(categories.kind, [...SUBSCRIBABLE_KINDS]))
    .orderBy(asc(categories.kind), asc(categories.sort), asc(categories.id));

export const findSubscribable = async (db: Executor, id: number) =>
  (
    await db
      .select({ id: categories.id, kind: categories.kind, name: categories.name })
      .from(categories)
      .where(and(eq(categories.id, id), inArray(categories.kind, [...SUBSCRIBABLE_KINDS])))
      .limit(1)
  )[0];

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
