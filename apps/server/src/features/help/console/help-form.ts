import type { AdminHelpArticleSave } from "@taxlearn/api/admin";
import { type Check, chars, refuse } from "../../../shared/console-form";
import { checkRichTextBody } from "../../catalogue/console/rich-text-field";

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
  const body = checkRichTextBody(input.contentHtml);
  if (!body.ok) return body;
  if (input.sort < 0 || input.sort > 9999) return refuse("排序：请填写 0–9999 的整数（小的在前）");
  if (input.hot !== 0 && input.hot !== 1) return refuse("热门问题：只能是 是 或 否");
  return {
    ok: true,
    value: { categoryId: input.categoryId, title, contentHtml: body.value, sort: input.sort, hot: input.hot === 1 },
  };
}
