import type { AdminHearingSave } from "@taxlearn/api/admin";
import { beijingInstant, type Check, chars, refuse } from "../../../shared/console-form";
import { checkRichTextBody } from "./rich-text-field";

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
  const body = checkRichTextBody(input.contentHtml);
  if (!body.ok) return body;
  return { ok: true, value: { title, speaker, cover, summary, contentHtml: body.value, heldAt } };
}
