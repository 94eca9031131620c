import { and, asc, count, eq, max, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/executor";
import { helpArticles, helpCategories } from "../../../db/schema";

export type HelpArticleRow = typeof helpArticles.$inferSelect;
type HelpArticleValues = typeof helpArticles.$inferInsert;

const FIELDS = { article: helpArticles, categoryName: helpCategories.name };

/** One article with its category's name (hidden ones too). */
export async function loadHelpArticle(db: Executor, id: number) {
  const [found] = await db
    .select(FIELDS)
    .from(helpArticles)
    .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
    .where(eq(helpArticles.id, id))
    .limit(1);
  return found;
}

/** The categories, and a page of articles (hidden ones too) in the help centre's order. */
export async function listHelpArticles(
  db: Executor,
  categoryId: number,
  keyword: string,
  page: number,
  pageSize: number,
) {
  const conditions: SQL[] = [];
  if (categoryId > 0) conditions.push(eq(helpArticles.categoryId, categoryId));
  if (keyword !== "") conditions.push(sql`strpos(${helpArticles.title}, ${keyword}) > 0`);
  const where = and(...conditions);
  const [categories, rows, [total]] = await Promise.all([
    db
      .select({ id: helpCategories.id, name: helpCategories.name })
      .from(helpCategories)
      .orderBy(asc(helpCategories.sort), asc(helpCategories.id)),
    db
      .select(FIELDS)
      .from(helpArticles)
      .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
      .where(where)
      .orderBy(asc(helpArticles.categoryId), asc(helpArticles.sort), asc(helpArticles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(helpArticles).where(where),
  ]);
  return { categories, rows, total: total?.n ?? 0 };
}

export const helpCategoryExists = async (db: Executor, id: number): Promise<boolean> =>
  (await db.select({ id: helpCategories.id }).from(helpCategories).where(eq(helpCategories.id, id))).length > 0;

/** An edit (by `values.id`), or a new article with the next id (the caller holds the save lock); its id. */
export async function saveHelpArticle(db: Executor, values: HelpArticleValues, isNew: boolean): Promise<number> {
  const { id, ...changes } = values;
  if (!isNew) {
    await db.update(helpArticles).set(changes).where(eq(helpArticles.id, id));
    return id;
  }
  const [top] = await db.select({ id: max(helpArticles.id) }).from(helpArticles);
  const next = (top?.id ?? 0) + 1;
  await db.insert(helpArticles).values({ ...values, id: next });
  return next;
}

export const setHelpArticleHidden = (db: Executor, id: number, hidden: boolean, now: Date) =>
  db.update(helpArticles).set({ hidden, updatedAt: now }).where(eq(helpArticles.id, id));
