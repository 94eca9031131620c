import type {
  AdminCollectionData,
  AdminCollectionKind,
  adminCollectionList,
  adminCollectionSave,
} from "@taxlearn/api/admin";
import { and, asc, count, desc, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { Executor } from "../../../db/executor";
import { lockForTransaction } from "../../../db/executor";
import { courses, customFiles, kedans, organisations } from "../../../db/schema";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import type { OperatorHandler } from "../admin-access";
import { recordAudit } from "../audit-log";
import { type CollectionValues, checkCollectionForm } from "./collection-form";

export const COLLECTION_MESSAGES = {
  kind: "类别：只能是 专题 或 课单",
  notFound: { theme: "专题不存在", kedan: "课单不存在" },
  created: { theme: "专题已发布", kedan: "课单已发布" },
  saved: "已保存",
  courseMissing: (id: number) => `课程：编号 ${id} 的课程不存在或已下架`,
  cover: "封面：请从已有封面中选择",
  orgMissing: "所属机构：机构不存在",
} as const;

type ThemeRow = typeof customFiles.$inferSelect;
type KedanRow = typeof kedans.$inferSelect;

const themeData = (row: ThemeRow): AdminCollectionData => ({
  kind: "theme",
  id: row.id,
  title: row.title,
  theme: row.theme,
  summary: row.summary,
  contentHtml: row.contentHtml,
  audience: "",
  courseIds: [...row.courseIds],
  cover: row.cover,
  sort: 0,
  orgId: row.orgId,
  publishedAt: row.publishedAt.toISOString(),
});

const kedanData = (row: KedanRow): AdminCollectionData => ({
  kind: "kedan",
  id: row.id,
  title: row.title,
  theme: "",
  summary: row.description,
  contentHtml: "",
  audience: row.audience,
  courseIds: [...row.courseIds],
  cover: row.cover,
  sort: row.sort,
  orgId: row.orgId,
  publishedAt: null,
});

/** The covers already used by this kind, most used first (a handful of rows; the form offers them). */
async function coversOf(db: Executor, kind: AdminCollectionKind): Promise<string[]> {
  const table = kind === "theme" ? customFiles : kedans;
  const rows = await db
    .select({ cover: table.cover, n: count() })
    .from(table)
    .groupBy(table.cover)
    .orderBy(desc(count()), asc(table.cover))
    .limit(60);
  return rows.map((r) => r.cover);
}

const kindOf = (text: string): AdminCollectionKind | null =>
  text === "" || text === "theme" ? "theme" : text === "kedan" ? "kedan" : null;

/** GET /api/admin/collections: a page of themes (newest first) or course lists (by their order), with the choices. */
export const collectionListHandler =
  (server: ServerContext): OperatorHandler<typeof adminCollectionList> =>
  async (input) => {
    const kind = kindOf(input.kind.trim());
    if (!kind) return fail(400, COLLECTION_MESSAGES.kind);
    const keyword = input.keyword.trim();
    const offset = (input.page - 1) * input.pageSize;
    const [themes, covers, orgs] = await Promise.all([
      server.db.selectDistinct({ theme: customFiles.theme }).from(customFiles).orderBy(asc(customFiles.theme)),
      coversOf(server.db, kind),
      server.db
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .orderBy(asc(organisations.id)),
    ]);
    const options = { themes: themes.map((t) => t.theme), covers, orgs };
    if (kind === "theme") {
      const where = keyword === "" ? undefined : sql`strpos(${customFiles.title}, ${keyword}) > 0`;
      const [rows, [total]] = await Promise.all([
        server.db
          .select()
          .from(customFiles)
          .where(where)
          .orderBy(desc(customFiles.publishedAt), asc(customFiles.id))
          .limit(input.pageSize)
          .offset(offset),
        server.db.select({ n: count() }).from(customFiles).where(where),
      ]);
      const page = { list: rows.map(themeData), total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
      return ok({ options, page });
    }
    const where = keyword === "" ? undefined : sql`strpos(${kedans.title}, ${keyword}) > 0`;
    const [rows, [total]] = await Promise.all([
      server.db
        .select()
        .from(kedans)
        .where(where)
        .orderBy(asc(kedans.sort), asc(kedans.id))
        .limit(input.pageSize)
        .offset(offset),
      server.db.select({ n: count() }).from(kedans).where(where),
    ]);
    const page = { list: rows.map(kedanData), total: total?.n ?? 0, page: input.page, pageSize: input.pageSize };
    return ok({ options, page });
  };

/** The courses (on sale), cover and organisation a form names must exist (a 400 naming the field, never a broken link). */
async function checkReferences(tx: Executor, values: CollectionValues, currentCover: string | null) {
  const found = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(inArray(courses.id, values.courseIds), isNull(courses.withdrawnAt)));
  const known = new Set(found.map((c) => c.id));
  const missing = values.courseIds.find((id) => !known.has(id));
  if (missing !== undefined) return { ok: false, message: COLLECTION_MESSAGES.courseMissing(missing) } as const;
  const covers = await coversOf(tx, values.kind);
  const cover = values.cover || currentCover || covers[0] || "";
  if (cover !== currentCover && !covers.includes(cover))
    return { ok: false, message: COLLECTION_MESSAGES.cover } as const;
  if (values.orgId !== null) {
    const [org] = await tx
      .select({ id: organisations.id })
      .from(organisations)
      .where(eq(organisations.id, values.orgId));
    if (!org) return { ok: false, message: COLLECTION_MESSAGES.orgMissing } as const;
  }
  return { ok: true, cover } as const;
}

/** The next id of a kind: themes from 4001 and course lists from 5001, as the seed numbers them. */
async function nextId(tx: Executor, kind: AdminCollectionKind): Promise<number> {
  await lockForTransaction(tx, `admin-collection-${kind}`);
  const table = kind === "theme" ? customFiles : kedans;
  const [top] = await tx.select({ id: max(table.id) }).from(table);
  return Math.max(top?.id ?? 0, kind === "theme" ? 4000 : 5000) + 1;
}

async function saveTheme(tx: Executor, id: number | undefined, values: CollectionValues, now: Date) {
  const [before] =
    id === undefined ? [] : await tx.select().from(customFiles).where(eq(customFiles.id, id)).for("update");
  if (id !== undefined && !before) return { outcome: "missing" } as const;
  const checked = await checkReferences(tx, values, before?.cover ?? null);
  if (!checked.ok) return { outcome: "refused", message: checked.message } as const;
  const fields = {
    theme: values.theme,
    title: values.title,
    cover: checked.cover,
    summary: values.summary,
    contentHtml: values.contentHtml,
    courseIds: values.courseIds,
    orgId: values.orgId,
  };
  const [row] = before
    ? await tx.update(customFiles).set(fields).where(eq(customFiles.id, before.id)).returning()
    : await tx
        .insert(customFiles)
        .values({ id: await nextId(tx, "theme"), ...fields, publishedAt: now })
        .returning();
  return { outcome: "saved", before: before ? themeData(before) : null, after: themeData(row!) } as const;
}

async function saveKedan(tx: Executor, id: number | undefined, values: CollectionValues) {
  const [before] = id === undefined ? [] : await tx.select().from(kedans).where(eq(kedans.id, id)).for("update");
  if (id !== undefined && !before) return { outcome: "missing" } as const;
  const checked = await checkReferences(tx, values, before?.cover ?? null);
  if (!checked.ok) return { outcome: "refused", message: checked.message } as const;
  const fields = {
    title: values.title,
    cover: checked.cover,
    description: values.summary,
    audience: values.audience,
    courseIds: values.courseIds,
    sort: values.sort,
    orgId: values.orgId,
  };
  const [row] = before
    ? await tx.update(kedans).set(fields).where(eq(kedans.id, before.id)).returning()
    : await tx
        .insert(kedans)
        .values({ id: await nextId(tx, "kedan"), ...fields })
        .returning();
  return { outcome: "saved", before: before ? kedanData(before) : null, after: kedanData(row!) } as const;
}

/** POST /api/admin/collections/save: the theme or course list and its audit row in one transaction, then the caches. */
export const collectionSaveHandler =
  (server: ServerContext): OperatorHandler<typeof adminCollectionSave> =>
  async (input, operator) => {
    const checked = checkCollectionForm(input);
    if (!checked.ok) return fail(400, checked.message);
    const values = checked.value;
    const now = server.clock();
    const result = await server.db.transaction(async (tx) => {
      const saved =
        values.kind === "theme" ? await saveTheme(tx, input.id, values, now) : await saveKedan(tx, input.id, values);
      if (saved.outcome !== "saved") return saved;
      await recordAudit(
        tx,
        operator,
        {
          action: "adminCollectionSave",
          target: `${values.kind}:${saved.after.id}`,
          before: saved.before,
          after: saved.after,
        },
        now,
      );
      return saved;
    });
    if (result.outcome === "missing") return fail(404, COLLECTION_MESSAGES.notFound[values.kind]);
    if (result.outcome === "refused") return fail(400, result.message);
    server.cache.invalidate();
    return ok(result.after, result.before ? COLLECTION_MESSAGES.saved : COLLECTION_MESSAGES.created[values.kind]);
  };
