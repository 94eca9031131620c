import type { AdminCollectionKind } from "@taxlearn/api/admin";
import { and, asc, count, desc, eq, inArray, max, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { type Executor, lockForTransaction } from "../../../db/executor";
import { courses, customFiles, kedans } from "../../../db/schema";
import { onSale } from "../catalogue.repo";

export type ThemeRow = typeof customFiles.$inferSelect;
export type KedanRow = typeof kedans.$inferSelect;
type ThemeFields = Omit<typeof customFiles.$inferInsert, "id" | "publishedAt">;
type KedanFields = Omit<typeof kedans.$inferInsert, "id">;

const tableOf = (kind: AdminCollectionKind) => (kind === "theme" ? customFiles : kedans);

/** The covers already used by this kind, most used first (a handful of rows; the form offers them). */
export async function collectionCovers(db: Executor, kind: AdminCollectionKind): Promise<string[]> {
  const table = tableOf(kind);
  const rows = await db
    .select({ cover: table.cover, n: count() })
    .from(table)
    .groupBy(table.cover)
    .orderBy(desc(count()), asc(table.cover))
    .limit(60);
  return rows.map((r) => r.cover);
}

/** The theme groups (专题) in use, by name. */
export const themeGroups = async (db: Database): Promise<string[]> =>
  (await db.selectDistinct({ theme: customFiles.theme }).from(customFiles).orderBy(asc(customFiles.theme))).map(
    (t) => t.theme,
  );

/** A page of themes, newest first, searched by title. */
export async function listThemes(db: Executor, keyword: string, page: number, pageSize: number) {
  const where = keyword === "" ? undefined : sql`strpos(${customFiles.title}, ${keyword}) > 0`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customFiles)
      .where(where)
      .orderBy(desc(customFiles.publishedAt), asc(customFiles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(customFiles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A page of course lists in their order, searched by title. */
export async function listKedans(db: Executor, keyword: string, page: number, pageSize: number) {
  const where = keyword === "" ? undefined : sql`strpos(${kedans.title}, ${keyword}) > 0`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(kedans)
      .where(where)
      .orderBy(asc(kedans.sort), asc(kedans.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(kedans).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Which of these courses exist and are on sale. */
export const onSaleCourseIds = async (db: Executor, ids: readonly number[]): Promise<Set<number>> =>
  new Set(
    (
      await db
        .select({ id: courses.id })
        .from(courses)
        .where(and(inArray(courses.id, [...ids]), onSale()))
    ).map((c) => c.id),
  );

/** The next id of a kind: themes from 4001 and course lists from 5001, as the seed numbers them. */
async function nextId(tx: Executor, kind: AdminCollectionKind): Promise<number> {
  await lockForTransaction(tx, `admin-collection-${kind}`);
  const table = tableOf(kind);
  const [top] = await tx.select({ id: max(table.id) }).from(table);
  return Math.max(top?.id ?? 0, kind === "theme" ? 4000 : 5000) + 1;
}

/** The theme, locked for the rest of the transaction. */
export const lockTheme = async (tx: Executor, id: number): Promise<ThemeRow | undefined> =>
  (await tx.select().from(customFiles).where(eq(customFiles.id, id)).for("update"))[0];

export const lockKedan = async (tx: Executor, id: number): Promise<KedanRow | undefined> =>
  (await tx.select().from(kedans).where(eq(kedans.id, id)).for("update"))[0];

/** An edit (id given) or a new theme with the next id, published now. */
export async function writeTheme(tx: Executor, id: number | null, fields: ThemeFields, now: Date): Promise<ThemeRow> {
  if (id !== null) return (await tx.update(customFiles).set(fields).where(eq(customFiles.id, id)).returning())[0]!;
  return (
    await tx
      .insert(customFiles)
      .values({ id: await nextId(tx, "theme"), ...fields, publishedAt: now })
      .returning()
  )[0]!;
}

export async function writeKedan(tx: Executor, id: number | null, fields: KedanFields): Promise<KedanRow> {
  if (id !== null) return (await tx.update(kedans).set(fields).where(eq(kedans.id, id)).returning())[0]!;
  return (
    await tx
      .insert(kedans)
      .values({ id: await nextId(tx, "kedan"), ...fields })
      .returning()
  )[0]!;
}
