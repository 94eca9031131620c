import { COURSE_COVER_RULE } from "@taxlearn/api/admin";

/** The Chinese texts of the console's catalogue calls (courses, covers, themes and course lists, hearings). */
export const COURSE_CONSOLE_MESSAGES = {
  courseNotFound: "课程不存在",
  draftNotFound: "课程草稿不存在",
  draftPublished: "该草稿已发布，请在课程列表中编辑",
  alreadyPublished: "该草稿已发布",
  saved: "已保存",
  draftSaved: "草稿已保存",
  published: "课程已发布",
  publishedNotOnSale: "课程已发布，暂未上架：付费课程需有可播放的讲次，上传讲次后点「重新上架」",
  noPlayableLecture: "付费课程还没有可播放的讲次，上传讲次后才能上架",
  categoryMissing: "分类：所选课程分类不存在",
  lecturerMissing: "讲师：所选讲师不存在",
  alreadyWithdrawn: "该课程已下架，无需重复下架",
  notWithdrawn: "该课程正在销售中，无需重新上架",
  withdrawn: "课程已下架",
  restored: "课程已重新上架",
} as const;

export const COURSE_COVER_MESSAGES = {
  notImage: "封面：请上传 5 MB 以内的 JPG、PNG 或 WebP 图片",
  tooSmall: `封面：图片至少 ${COURSE_COVER_RULE.minWidth}×${COURSE_COVER_RULE.minHeight} 像素`,
  courseNotFound: "课程不存在",
  saved: "封面已更新",
} as const;

export const COLLECTION_MESSAGES = {
  kind: "类别：只能是 专题 或 课单",
  notFound: { theme: "专题不存在", kedan: "课单不存在" },
  created: { theme: "专题已发布", kedan: "课单已发布" },
  saved: "已保存",
  courseMissing: (id: number) => `课程：编号 ${id} 的课程不存在或已下架`,
  cover: "封面：请从已有封面中选择",
  orgMissing: "所属机构：机构不存在",
} as const;

export const HEARING_CONSOLE_MESSAGES = { notFound: "听证会不存在", created: "听证会已发布", saved: "已保存" } as const;
