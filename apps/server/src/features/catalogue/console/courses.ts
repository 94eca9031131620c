import type {
  AdminCourseData,
  adminContentOptions,
  adminCourseList,
  adminCoursePublish,
  adminCourseSave,
} from "@taxlearn/api/admin";
import { COURSE_CATEGORIES, isCourseCategory } from "@taxlearn/core";
import type { Executor } from "../../../db/executor";
import { lockForTransaction } from "../../../db/executor";
import { CASE_TYPE_NAMES, POLICY_TYPE_NAMES } from "../../../db/reference-data/article-types";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import type { OperatorHandler } from "../../admin/admin-access";
import { recordAudit } from "../../admin/audit-log";
import { reindexCourse } from "../catalogue.writes";
import { sanitizeRichText } from "../rich-text";
import { COURSE_CONSOLE_MESSAGES } from "./catalogue-console.messages";
import { type CourseValues, checkCourseForm } from "./course-form";
import {
  type CourseRow,
  countLecturers,
  courseCategoryExists,
  courseFormChoices,
  type DraftRow,
  findConsoleCourse,
  findDraft,
  insertCourse,
  lecturerIdsOf,
  listConsoleCourses,
  markDraftPublished,
  setLecturers,
  updateCourseRow,
  writeDraft,
} from "./courses-console.repo";

const named = (names: Record<number, string>) => Object.entries(names).map(([id, name]) => ({ id: Number(id), name }));

export const contentOptionsHandler =
  (server: ServerContext): OperatorHandler<typeof adminContentOptions> =>
  async () => {
    const { courseCategories, lecturers } = await courseFormChoices(server.db);
    return ok({
      courseCategories,
      lecturers,
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
  creditCategory: isCourseCategory(row.creditCategory) ? row.creditCategory : COURSE_CATEGORIES[0],
});

export const courseListHandler =
  (server: ServerContext): OperatorHandler<typeof adminCourseList> =>
  async (input) => {
    const keyword = input.keyword.trim();
    const { drafts, rows, total } = await listConsoleCourses(server.db, keyword, input.page, input.pageSize);
    const people = await lecturerIdsOf(
      server.db,
      rows.map((r) => r.id),
    );
    return ok({
      drafts: drafts.map(draftData),
      courses: {
        list: rows.map((r) => courseData(r, people.get(r.id) ?? [])),
        total,
        page: input.page,
        pageSize: input.pageSize,
      },
    });
  };

/** The category and lecturers a form names must exist (a 400 naming the field, never a foreign-key 500). */
async function checkReferences(db: Executor, values: CourseValues): Promise<string | null> {
  if (!(await courseCategoryExists(db, values.categoryId))) return COURSE_CONSOLE_MESSAGES.categoryMissing;
  if (values.lecturerIds.length > 0) {
    if ((await countLecturers(db, values.lecturerIds)) !== values.lecturerIds.length)
      return COURSE_CONSOLE_MESSAGES.lecturerMissing;
  }
  return null;
}

const escapeText = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

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
        const before = await findConsoleCourse(tx, courseId);
        if (!before) return null;
        const { lecturerIds, ...columns } = values;
        const changedText = before.productInfo !== columns.productInfo;
        const row = await updateCourseRow(tx, courseId, {
          ...columns,
          tags: columns.keyword === "" ? [] : columns.keyword.split(","),
          ...(changedText ? { detailHtml: sanitizeRichText(`<p>${escapeText(columns.productInfo)}</p>`) } : {}),
          updatedAt: now,
        });
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
      if (!saved) return fail(404, COURSE_CONSOLE_MESSAGES.courseNotFound);
      await reindexCourse(server, courseId);
      return ok(saved, COURSE_CONSOLE_MESSAGES.saved);
    }
    const saved = await server.db.transaction(async (tx) => {
      const before = input.draftId === undefined ? null : await findDraft(tx, input.draftId);
      if (input.draftId !== undefined && !before) return "missing" as const;
      if (before?.publishedCourseId) return "published" as const;
      const row = await writeDraft(tx, before?.id ?? null, values, now);
      await recordAudit(
        tx,
        operator,
        { action: "adminCourseSave", target: `courseDraft:${row.id}`, before, after: row },
        now,
      );
      return row;
    });
    if (saved === "missing") return fail(404, COURSE_CONSOLE_MESSAGES.draftNotFound);
    if (saved === "published") return fail(409, COURSE_CONSOLE_MESSAGES.draftPublished);
    return ok(draftData(saved), COURSE_CONSOLE_MESSAGES.draftSaved);
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
      const draft = await findDraft(tx, input.id);
      if (!draft) return "missing" as const;
      if (draft.publishedCourseId !== null) return "published" as const;
      const keyword = draft.keyword;
      // a draft has no lectures yet: a paid course is published 未上架 (withdrawn) and goes on sale once one plays
      const paid = Number(draft.price) > 0;
      const row = await insertCourse(tx, {
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
        withdrawnAt: paid ? now : null,
      });
      const id = row.id;
      await setLecturers(tx, id, [...draft.lecturerIds]);
      const marked = await markDraftPublished(tx, draft.id, id, now);
      await recordAudit(
        tx,
        operator,
        { action: "adminCoursePublish", target: `course:${id}`, before: draft, after: row },
        now,
      );
      return marked;
    });
    if (result === "missing") return fail(404, COURSE_CONSOLE_MESSAGES.draftNotFound);
    if (result === "published") return fail(409, COURSE_CONSOLE_MESSAGES.alreadyPublished);
    await reindexCourse(server, result.publishedCourseId!);
    const onSale = !(Number(result.price) > 0);
    return ok(
      draftData(result),
      onSale ? COURSE_CONSOLE_MESSAGES.published : COURSE_CONSOLE_MESSAGES.publishedNotOnSale,
    );
  };
