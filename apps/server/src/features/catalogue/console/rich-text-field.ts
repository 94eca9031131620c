import { type Check, refuse } from "../../../shared/console-form";
import { sanitizeRichText } from "../rich-text";

/** The longest rich text a help article or hearing may hold (before sanitising). */
export const RICH_TEXT_MAX = 100_000;

/** The site's sanitiser on save; refused when nothing readable is left (only markup, or only a script). */
export function checkRichTextBody(html: string): Check<string> {
  if (html.length > RICH_TEXT_MAX) return refuse(`正文：内容过长（最多 ${RICH_TEXT_MAX} 个字符）`);
  const clean = sanitizeRichText(html);
  if (clean.replace(/<[^>]*>/g, "").trim() === "") return refuse("正文：请填写内容");
  return { ok: true, value: clean };
}
