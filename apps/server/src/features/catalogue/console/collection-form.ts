import type { AdminCollectionKind, AdminCollectionSave } from "@taxlearn/api/admin";
import { ADMIN_COLLECTION_KINDS } from "@taxlearn/api/admin";
import { type Check, chars, parseIdList, refuse } from "../../../shared/console-form";
import { sanitizeRichText } from "../rich-text";

// The console's theme and course-list form, checked field by field; a refusal names the field in Chinese. Whether the
// courses, cover and organisation exist is checked by the caller against the database.

export const COLLECTION_FORM_LIMITS = { maxCourses: 30, maxTitle: 40, maxSummary: 300, maxBodyChars: 200_000 } as const;

export interface CollectionValues {
  kind: AdminCollectionKind;
  title: string;
  theme: string;
  summary: string;
  contentHtml: string;
  audience: string;
  courseIds: number[];
  cover: string;
  sort: number;
  orgId: number | null;
}

export function checkCollectionForm(input: typeof AdminCollectionSave.Type): Check<CollectionValues> {
  const kind = input.kind.trim();
  if (!(ADMIN_COLLECTION_KINDS as readonly string[]).includes(kind)) return refuse("类别：只能是 专题 或 课单");
  const theme = kind === "theme";
  const title = input.title.trim();
  if (chars(title) < 2 || chars(title) > COLLECTION_FORM_LIMITS.maxTitle)
    return refuse(`标题：请填写 2–${COLLECTION_FORM_LIMITS.maxTitle} 个字`);
  const group = theme ? input.theme.trim() : "";
  if (theme && (chars(group) < 2 || chars(group) > 20)) return refuse("所属专题：请填写 2–20 个字");
  const summary = input.summary.trim();
  const summaryName = theme ? "摘要" : "课单介绍";
  if (chars(summary) < 1 || chars(summary) > COLLECTION_FORM_LIMITS.maxSummary)
    return refuse(`${summaryName}：请填写 1–${COLLECTION_FORM_LIMITS.maxSummary} 个字`);
  let contentHtml = "";
  if (theme) {
    if (input.contentHtml.length > COLLECTION_FORM_LIMITS.maxBodyChars)
      return refuse(`正文：内容过长（最多 ${COLLECTION_FORM_LIMITS.maxBodyChars} 个字符）`);
    contentHtml = sanitizeRichText(input.contentHtml);
    if (contentHtml.replace(/<[^>]*>/g, "").trim() === "") return refuse("正文：请填写内容");
  }
  const audience = theme ? "" : input.audience.trim();
  if (!theme && (chars(audience) < 2 || chars(audience) > 30)) return refuse("适合人群：请填写 2–30 个字");
  const courseIds = parseIdList(input.courseIds);
  if (courseIds === null) return refuse("课程：请填写不重复的课程编号，用逗号分隔");
  if (courseIds.length < 1 || courseIds.length > COLLECTION_FORM_LIMITS.maxCourses)
    return refuse(`课程：请选择 1–${COLLECTION_FORM_LIMITS.maxCourses} 门课程`);
  if (input.sort < 0 || input.sort > 999) return refuse("排序：请填写 0–999");
  const org = input.orgId.trim();
  if (org !== "" && !/^[1-9]\d{0,8}$/.test(org)) return refuse("所属机构：请选择机构或留空");
  return {
    ok: true,
    value: {
      kind: kind as AdminCollectionKind,
      title,
      theme: group,
      summary,
      contentHtml,
      audience,
      courseIds,
      cover: input.cover.trim(),
      sort: theme ? 0 : input.sort,
      orgId: org === "" ? null : Number(org),
    },
  };
}
