import type {
  AdminCourseData,
  adminContentOptions,
  adminCourseList,
  adminCoursePublish,
  adminCourseSave,
} from "@taxlearn/api/admin";
import { and, asc, count, desc, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { Executor } from "../../../db/executor";
import { lockForTransaction } from "../../../db/executor";
import { CASE_TYPE_NAMES, POLICY_TYPE_NAMES } from "../../../db/reference-data/article-types";
import { categories, courseDrafts, courseLecturers, courses, lecturers } from "../../../db/schema";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { reindexCourse } from "../../catalogue/catalogue.writes";
import { sanitizeRichText } from "../../catalogue/rich-text";
import type { OperatorHandler } from "../admin-access";
import { recordAudit } from "../audit-log";
import { type CourseValues, checkCourseForm } from "./content-form";

type DraftRow = typeof courseDrafts.$inferSelect;
type CourseRow = typeof courses.$inferSelect;

const named = (names: Record<number, string>) => Object.entries(names).map(([id, name]) => ({ id: Number(id), name }));

export const contentOptionsHandler =
  (server: ServerContext): OperatorHandler<typeof adminContentOptions> =>
  async () => {
    const [courseCategories, people] = await Promise.all([
      server.db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(eq(categories.kind, "course"))
        .orderBy(asc(categories.sort), asc(categories.id)),
      server.db.select({ id: lecturers.id, name: lecturers.nickname }).from(lecturers).orderBy(asc(lecturers.id)),
    ]);
    return ok({
      courseCategories,
      lecturers: people,
      policyTypes: named(POLICY_TYPE_NAMES),
      caseTypes: named(CASE_TYPE_NAMES),
    });
  };

const draftData = (row: DraftRow): AdminCourseData => ({
  draftId: row.id,
  courseId: row.publishedCourseId,
  title: row.title,
  productInfo: row.productInfo,
  price: row.price,
  otPrice: row.otPrice,
  productType: row.productType,
  teachingMethod: row.teachingMethod,
  updateMark: row.updateMark,
  categoryId: row.categoryId,
  keyword: row.keyword,
  lecturerIds: [...row.lecturerIds],
  orgStatus: row.orgStatus,
  image: "",
  updatedAt: row.updatedAt.toISOString(),
  withdrawnAt: null,
});

export async function lecturerIdsOf(db: Executor, courseIds: number[]): Promise<Map<number, number[]>> {
  const rows =
    courseIds.length === 0
      ? []
      : await db
          .select({ courseId: courseLecturers.courseId, lecturerId: courseLecturers.lecturerId })
          .from(courseLecturers)
          .where(inArray(courseLecturers.courseId, courseIds))
          .orderBy(asc(courseLecturers.sort));
  const map = new Map<number, number[]>();
  for (const r of rows) map.set(r.courseId, [...(map.get(r.courseId) ?? []), r.lecturerId]);
  return map;
}

export const courseData = (row: CourseRow, lecturerIds: number[]): AdminCourseData => ({
  draftId: null,
  courseId: row.id,
  title: row.title,
  productInfo: row.productInfo,
  price: row.price,
  otPrice: row.otPrice,
  productType: row.productType,
  teachingMethod: row.teachingMethod,
  updateMark: row.updateMark,
  categoryId: row.categoryId,
  keyword: row.keyword,
  lecturerIds,
  orgStatus: row.orgStatus,
  image: row.image,
  updatedAt: row.updatedAt.toISOString(),
  withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
});

const titleMatches = (column: typeof courses.title | typeof courseDrafts.title, keyword: string) =>
  keyword === "" ? undefined : sql`strpos(${column}, ${keyword}) > 0`;

export const courseListHandler =
  (server: ServerContext): OperatorHandler<typeof adminCourseList> =>
  async (input) => {
    const keyword = input.keyword.trim();
    const where = titleMatches(courses.title, keyword);
    const [drafts, rows, [total]] = await Promise.all([
      server.db
        .select()
        .from(courseDrafts)
        .where(and(isNull(courseDrafts.publishedCourseId), titleMatches(courseDrafts.title, keyword)))
        .orderBy(desc(courseDrafts.updatedAt))
        .limit(50),
      server.db
        .select()
        .from(courses)
        .where(where)
        .orderBy(desc(courses.updatedAt), asc(courses.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      server.db.select({ n: count() }).from(courses).where(where),
    ]);
    const people = await lecturerIdsOf(
      server.db,
      rows.map((r) => r.id),
    );
    return ok({
      drafts: drafts.map(draftData),
      courses: {
        list: rows.map((r) => courseData(r, people.get(r.id) ?? [])),
        total: total?.n ?? 0,
        page: input.page,
        pageSize: input.pageSize,
      },
    });
  };

/** The category and lecturers a form names must exist (a 400 naming the field, never a foreign-key 500). */
async function checkReferences(db: Executor, values: CourseValues): Promise<string | null> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, values.categoryId), eq(categories.kind, "course")));
  if (!category) return "分类：所选课程分类不存在";
  if (values.lecturerIds.length > 0) {
    const found = await db
      .select({ id: lecturers.id })
      .from(lecturers)
      .where(inArray(lecturers.id, values.lecturerIds));
    if (found.length !== values.lecturerIds.length) return "讲师：所选讲师不存在";
  }
  return null;
}

const escapeText = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

async function setLecturers(tx: Executor, courseId: number, ids: number[]) {
  await tx.delete(courseLecturers).where(eq(courseLecturers.courseId, courseId));
  if (ids.length > 0)
    await tx.insert(courseLecturers).values(ids.map((lecturerId, sort) => ({ courseId, lecturerId, sort })));
}

/** POST /api/admin/courses/save: a draft (new or edited) or a published course edited in place, with its audit row. */
export const courseSaveHandler =
  (server: ServerContext): OperatorHandler<typeof adminCourseSave> =>
  async (input, operator) => {
    const checked = checkCourseForm(input);
    if (!checked.ok) return fail(400, checked.message);
    const values = checked.value;
    const refused = await checkReferences(server.db, values);
    if (refused) return fail(400, refused);
    const now = server.clock();
    if (input.courseId !== undefined) {
      const courseId = input.courseId;
      const saved = await server.db.transaction(async (tx) => {
        const [before] = await tx.select().from(courses).where(eq(courses.id, courseId)).limit(1);
        if (!before) return null;
        const { lecturerIds, ...columns } = values;
        const changedText = before.productInfo !== columns.productInfo;
        const [row] = (await tx
          .update(courses)
          .set({
            ...columns,
            tags: columns.keyword === "" ? [] : columns.keyword.split(","),
            ...(changedText ? { detailHtml: sanitizeRichText(`<p>${escapeText(columns.productInfo)}</p>`) } : {}),
            updatedAt: now,
          })
          .where(eq(courses.id, courseId))
          .returning()) as [CourseRow];
        const beforeLecturers = (await lecturerIdsOf(tx, [courseId])).get(courseId) ?? [];
        await setLecturers(tx, courseId, lecturerIds);
        await recordAudit(
          tx,
          operator,
          {
            action: "adminCourseSave",
            target: `course:${courseId}`,
            before: { ...before, lecturerIds: beforeLecturers },
            after: { ...row, lecturerIds },
          },
          now,
        );
        return courseData(row, lecturerIds);
      });
      if (!saved) return fail(404, "课程不存在");
      await reindexCourse(server, courseId);
      return ok(saved, "已保存");
    }
    const saved = await server.db.transaction(async (tx) => {
      const before =
        input.draftId === undefined
          ? null
          : (await tx.select().from(courseDrafts).where(eq(courseDrafts.id, input.draftId)).limit(1))[0];
      if (input.draftId !== undefined && !before) return "missing" as const;
      if (before?.publishedCourseId) return "published" as const;
      const [row] = (
        before
          ? await tx
              .update(courseDrafts)
              .set({ ...values, updatedAt: now })
              .where(eq(courseDrafts.id, before.id))
              .returning()
          : await tx
              .insert(courseDrafts)
              .values({ ...values, createdAt: now, updatedAt: now })
              .returning()
      ) as [DraftRow];
      await recordAudit(
        tx,
        operator,
        { action: "adminCourseSave", target: `courseDraft:${row.id}`, before, after: row },
        now,
      );
      return row;
    });
    if (saved === "missing") return fail(404, "课程草稿不存在");
    if (saved === "published") return fail(409, "该草稿已发布，请在课程列表中编辑");
    return ok(draftData(saved), "草稿已保存");
  };

/**
 * POST /api/admin/courses/drafts/:id/publish: the course row (next id), its lecturers, the draft marked published
 * and the audit row in one transaction; then its search document and the caches (catalogue.writes).
 */
export const coursePublishHandler =
  (server: ServerContext): OperatorHandler<typeof adminCoursePublish> =>
  async (input, operator) => {
    const now = server.clock();
    const result = await server.db.transaction(async (tx) => {
      await lockForTransaction(tx, "admin-course-publish");
      const [draft] = await tx.select().from(courseDrafts).where(eq(courseDrafts.id, input.id)).limit(1);
      if (!draft) return "missing" as const;
      if (draft.publishedCourseId !== null) return "published" as const;
      const [top] = await tx.select({ id: max(courses.id) }).from(courses);
      const id = (top?.id ?? 1000) + 1;
      const keyword = draft.keyword;
      const [row] = (await tx
        .insert(courses)
        .values({
          id,
          title: draft.title,
          // no cover until one is uploaded (course-cover.route): the learner's card shows its image placeholder
          image: "",
          productInfo: draft.productInfo,
          detailHtml: sanitizeRichText(`<p>${escapeText(draft.productInfo)}</p>`),
          price: draft.price,
          otPrice: draft.otPrice,
          productType: draft.productType,
          teachingMethod: draft.teachingMethod,
          keyword,
          tags: keyword === "" ? [] : keyword.split(","),
          updateMark: draft.updateMark,
          categoryId: draft.categoryId,
          orgStatus: draft.orgStatus,
          lessonCount: 0,
          durationMinutes: 0,
          provinceId: null,
          courseUpdateTime: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning()) as [CourseRow];
      await setLecturers(tx, id, [...draft.lecturerIds]);
      const [marked] = (await tx
        .update(courseDrafts)
        .set({ publishedCourseId: id, updatedAt: now })
        .where(eq(courseDrafts.id, draft.id))
        .returning()) as [DraftRow];
      await recordAudit(
        tx,
        operator,
        { action: "adminCoursePublish", target: `course:${id}`, before: draft, after: row },
        now,
      );
      return marked;
    });
    if (result === "missing") return fail(404, "课程草稿不存在");
    if (result === "published") return fail(409, "该草稿已发布");
    await reindexCourse(server, result.publishedCourseId!);
    return ok(draftData(result), "课程已发布");
  };
