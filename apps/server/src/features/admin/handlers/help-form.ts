import type { AdminHearingSave, AdminHelpArticleSave } from "@taxlearn/api/admin";
import { sanitizeRichText } from "../../catalogue/rich-text";
import { beijingInstant } from "./content-form";

type Check<T> = { ok: true; value: T } | { ok: false; message: string };
const refuse = <T>(message: string): Check<T> => ({ ok: false, message });
const chars = (text: string) => [...text].length;

/** The longest rich text a help article or hearing may hold (before sanitising). */
export const RICH_TEXT_MAX = 100_000;

/** The site's sanitiser on save; refused when nothing readable is left (only markup, or only a script). */
function richText(html: string): Check<string> {
  if (html.length > RICH_TEXT_MAX) return refuse(`正文：内容过长（最多 ${RICH_TEXT_MAX} 个字符）`);
  const clean = sanitizeRichText(html);
  if (clean.replace(/<[^>]*>/g, "").trim() === "") return refuse("正文：请填写内容");
  return { ok: true, value: clean };
}

export interface HelpArticleValues {
  categoryId: number;
  title: string;
  contentHtml: string;
  sort: number;
  hot: boolean;
}

/** A help article's form, field by field; whether the category exists is checked by the caller. */
export function checkHelpArticleForm(input: typeof AdminHelpArticleSave.Type): Check<HelpArticleValues> {
  if (input.categoryId < 1) return refuse("分类：请选择帮助分类");
  const title = input.title.trim();
  if (chars(title) < 2 || chars(title) > 60) return refuse("标题：请填写 2–60 个字");
  const body = richText(input.contentHtml);
  if (!body.ok) return body;
  if (input.sort < 0 || input.sort > 9999) return refuse("排序：请填写 0–9999 的整数（小的在前）");
  if (input.hot !== 0 && input.hot !== 1) return refuse("热门问题：只能是 是 或 否");
  return {
    ok: true,
    value: { categoryId: input.categoryId, title, contentHtml: body.value, sort: input.sort, hot: input.hot === 1 },
  };
}

export interface HearingValues {
  title: string;
  speaker: string;
  cover: string;
  summary: string;
  contentHtml: string;
  heldAt: Date;
}

/** A picture address: an https address or a path of this site ("//host" is another site's, refused). */
const COVER = /^(https:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/;

/** A hearing's form, field by field. */
export function checkHearingForm(input: typeof AdminHearingSave.Type): Check<HearingValues> {
  const title = input.title.trim();
  if (chars(title) < 2 || chars(title) > 100) return refuse("标题：请填写 2–100 个字");
  const speaker = input.speaker.trim();
  if (speaker === "" || chars(speaker) > 30) return refuse("主讲人：请填写，最多 30 个字");
  const cover = input.cover.trim();
  if (cover.length > 500 || (cover !== "" && !COVER.test(cover)))
    return refuse("封面图片地址：请填写以 https:// 或 / 开头的地址（最多 500 个字符），或留空");
  const summary = input.summary.trim();
  if (summary === "" || chars(summary) > 200) return refuse("摘要：请填写，最多 200 个字");
  const heldAt = beijingInstant(input.heldAt.trim());
  if (!heldAt) return refuse("举行时间：请填写 YYYY-MM-DDTHH:mm 格式的北京时间");
  const body = richText(input.contentHtml);
  if (!body.ok) return body;
  return { ok: true, value: { title, speaker, cover, summary, contentHtml: body.value, heldAt } };
}
