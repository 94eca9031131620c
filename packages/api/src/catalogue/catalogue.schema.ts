import { CourseCard, Lecturer, LiveItem } from "@taxlearn/core";
import { Schema } from "effect";

/** spec §3 course card (core's CourseCard) with the catalogue fields the server adds. */
export const CourseCardData = Schema.Struct({
  ...CourseCard.fields,
  categoryId: Schema.Int,
  lessonCount: Schema.Int,
  durationMinutes: Schema.Int,
});
export type CourseCardData = typeof CourseCardData.Type;

export const LecturerData = Schema.Struct({ ...Lecturer.fields, id: Schema.Int, intro: Schema.String });
export type LecturerData = typeof LecturerData.Type;

export const CourseDetailData = Schema.Struct({
  ...CourseCardData.fields,
  categoryName: Schema.String,
  detailHtml: Schema.String,
  lecturerDetails: Schema.Array(LecturerData),
  files: Schema.Array(Schema.Struct({ mediaId: Schema.String, title: Schema.String })),
});
export type CourseDetailData = typeof CourseDetailData.Type;

/** A policy article or a case (they share the article shape; `type` tells them apart). */
export const ArticleCardData = Schema.Struct({
  id: Schema.Int,
  type: Schema.Int,
  typeName: Schema.String,
  title: Schema.String,
  summary: Schema.String,
  source: Schema.String,
  docNumber: Schema.String,
  keyword: Schema.String,
  provinceId: Schema.NullOr(Schema.Int),
  browse: Schema.Int,
  publishedAt: Schema.String,
  /** Pass to sensitive/getRichTextByUrl for the body. */
  contentPath: Schema.String,
  /** Invented for the sample data set: readers see a 示例内容 mark, so no one takes it for a real 公告. */
  sample: Schema.Boolean,
});
export type ArticleCardData = typeof ArticleCardData.Type;

export const ArticleDetailData = Schema.Struct({ ...ArticleCardData.fields, contentHtml: Schema.String });
export type ArticleDetailData = typeof ArticleDetailData.Type;

export const CategoryData = Schema.Struct({
  id: Schema.Int,
  kind: Schema.String,
  name: Schema.String,
  parentId: Schema.NullOr(Schema.Int),
  sort: Schema.Int,
});
export type CategoryData = typeof CategoryData.Type;

/** spec §3 live item (core's LiveItem) as listed in regional columns. */
export const LiveItemData = Schema.Struct({ ...LiveItem.fields, id: Schema.Int });
export type LiveItemData = typeof LiveItemData.Type;

export const RegionalColumnData = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  moreLink: Schema.NullOr(Schema.String),
  provinceId: Schema.Int,
  cityId: Schema.NullOr(Schema.Int),
  courses: Schema.Array(CourseCardData),
  lives: Schema.Array(LiveItemData),
});
export type RegionalColumnData = typeof RegionalColumnData.Type;

export const CustomFileCardData = Schema.Struct({
  id: Schema.Int,
  theme: Schema.String,
  title: Schema.String,
  cover: Schema.String,
  summary: Schema.String,
  publishedAt: Schema.String,
});
export type CustomFileCardData = typeof CustomFileCardData.Type;
export const CustomFileDetailData = Schema.Struct({
  ...CustomFileCardData.fields,
  contentHtml: Schema.String,
  courses: Schema.Array(CourseCardData),
});
export type CustomFileDetailData = typeof CustomFileDetailData.Type;

export const KedanCardData = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  cover: Schema.String,
  description: Schema.String,
  audience: Schema.String,
  courseCount: Schema.Int,
});
export type KedanCardData = typeof KedanCardData.Type;
export const KedanDetailData = Schema.Struct({ ...KedanCardData.fields, courses: Schema.Array(CourseCardData) });
export type KedanDetailData = typeof KedanDetailData.Type;

export const HearingCardData = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  speaker: Schema.String,
  cover: Schema.String,
  summary: Schema.String,
  heldAt: Schema.String,
});
export type HearingCardData = typeof HearingCardData.Type;
export const HearingDetailData = Schema.Struct({ ...HearingCardData.fields, contentHtml: Schema.String });
export type HearingDetailData = typeof HearingDetailData.Type;
