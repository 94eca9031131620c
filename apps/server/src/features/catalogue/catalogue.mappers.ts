import { CASE_TYPE_NAMES, POLICY_TYPE_NAMES } from "../../db/reference-data/article-types";
import type { ArticleRow, CourseLecturerRow, CourseRow, LecturerRow } from "./catalogue.repo";

/** A lecturer of a course as the card needs it: the lecturers row's fields with the course it teaches. */
type CourseLecturer = Pick<LecturerRow, "nickname" | "avatar" | "positionalTitles"> &
  Pick<CourseLecturerRow, "courseId">;

/**
 * spec §3 course card. The spec allows either spelling of several fields (id|productId, title|productName,
 * imageH|image, num|browse); one of each is sent — core's normalizeCourseCard reads both.
 */
/** What a card shows of a course row (the list reads these alone, not the long texts). */
export type CourseCardRow = Pick<
  CourseRow,
  | "id"
  | "title"
  | "image"
  | "browse"
  | "productInfo"
  | "courseUpdateTime"
  | "updatedAt"
  | "createdAt"
  | "updateMark"
  | "price"
  | "otPrice"
  | "productType"
  | "teachingMethod"
  | "keyword"
  | "orgStatus"
  | "categoryId"
  | "lessonCount"
  | "durationMinutes"
>;

export const courseCard = (row: CourseCardRow, lecturers: readonly CourseLecturer[]) => ({
  id: row.id,
  title: row.title,
  image: row.image,
  browse: row.browse,
  productInfo: row.productInfo,
  courseUpdateTime: row.courseUpdateTime.toISOString(),
  updateTime: row.updatedAt.toISOString(),
  createTime: row.createdAt.toISOString(),
  updateMark: row.updateMark,
  price: row.price,
  otPrice: row.otPrice,
  productType: row.productType,
  teachingMethod: row.teachingMethod,
  keyword: row.keyword,
  orgStatus: row.orgStatus,
  lecturers: lecturers
    .filter((l) => l.courseId === row.id)
    .map((l) => ({ avatar: l.avatar, nickname: l.nickname, positionalTitles: l.positionalTitles })),
  label: { categoryId: row.categoryId },
  categoryId: row.categoryId,
  lessonCount: row.lessonCount,
  durationMinutes: row.durationMinutes,
});

export const articleTypeName = (type: number) => POLICY_TYPE_NAMES[type] ?? CASE_TYPE_NAMES[type] ?? "";

/** What a card shows of an article row (not its text). */
export type ArticleCardRow = Pick<
  ArticleRow,
  | "id"
  | "type"
  | "title"
  | "summary"
  | "source"
  | "docNumber"
  | "keyword"
  | "provinceId"
  | "browse"
  | "publishedAt"
  | "contentPath"
  | "isSample"
>;

export const articleCard = (row: ArticleCardRow) => ({
  id: row.id,
  type: row.type,
  typeName: articleTypeName(row.type),
  title: row.title,
  summary: row.summary,
  source: row.source,
  docNumber: row.docNumber,
  keyword: row.keyword,
  provinceId: row.provinceId,
  browse: row.browse,
  publishedAt: row.publishedAt.toISOString(),
  contentPath: row.contentPath,
  sample: row.isSample,
});
