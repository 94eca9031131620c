import type { AdminArticleSave } from "@taxlearn/api/admin";
import { CASE_TYPES, POLICY_TYPES } from "../../../db/reference-data/article-types";
import { type Check, chars, isDay, refuse } from "../../../shared/console-form";
import { sanitizeRichText } from "../../catalogue/rich-text";

export interface ArticleValues {
  kind: "policy" | "case";
  type: number;
  title: string;
  summary: string;
  contentHtml: string;
  source: string;
  docNumber: string;
  region: string;
  issuedOn: string;
  effectiveFrom: string;
  tags: string[];
  topicId: number;
}

/**
 * A policy or case form. The rich text is sanitised here, on save, by the site's own sanitiser (the one every
 * stored rich text goes through), so what the draft holds is what a learner can ever be served.
 */
export function checkArticleForm(input: typeof AdminArticleSave.Type): Check<ArticleValues> {
  if (input.kind !== "policy" && input.kind !== "case") return refuse("类别：只能是 政策 或 案例");
  const types: readonly number[] = input.kind === "policy" ? POLICY_TYPES : CASE_TYPES;
  if (!types.includes(input.type)) return refuse(input.kind === "policy" ? "政策类型：请选择" : "案例类型：请选择");
  const title = input.title.trim();
  if (chars(title) < 2 || chars(title) > 100) return refuse("标题：请填写 2–100 个字");
  const summary = input.summary.trim();
  if (chars(summary) > 300) return refuse("摘要：最多 300 个字");
  if (input.contentHtml.length > 200_000) return refuse("正文：内容过长（最多 200000 个字符）");
  const contentHtml = sanitizeRichText(input.contentHtml);
  if (contentHtml.replace(/<[^>]*>/g, "").trim() === "") return refuse("正文：请填写内容");
  const source = input.source.trim();
  if (chars(source) > 60) return refuse("发文机关：最多 60 个字");
  const docNumber = input.docNumber.trim();
  if (chars(docNumber) > 60) return refuse("文号：最多 60 个字");
  const region = input.region.trim() || "全国";
  if (chars(region) > 20) return refuse("地区：最多 20 个字");
  const issuedOn = input.issuedOn.trim();
  const effectiveFrom = input.effectiveFrom.trim() || issuedOn;
  if (input.kind === "policy") {
    if (source === "") return refuse("发文机关：请填写");
    if (!isDay(issuedOn)) return refuse("发布日期：请填写 YYYY-MM-DD 格式的日期");
    if (!isDay(effectiveFrom)) return refuse("施行日期：请填写 YYYY-MM-DD 格式的日期");
    if (effectiveFrom < issuedOn) return refuse("施行日期：不能早于发布日期");
  } else {
    if (issuedOn !== "" && !isDay(issuedOn)) return refuse("发布日期：请填写 YYYY-MM-DD 格式的日期");
    if (effectiveFrom !== "" && !isDay(effectiveFrom)) return refuse("施行日期：请填写 YYYY-MM-DD 格式的日期");
  }
  const tags = [
    ...new Set(
      input.tags
        .split(/[,，\s]+/)
        .map((t) => t.trim())
        .filter((t) => t !== ""),
    ),
  ];
  if (tags.length > 6 || tags.some((t) => chars(t) > 12)) return refuse("标签：最多 6 个，每个最多 12 个字");
  if (input.topicId < 1) return refuse("所属专题：请选择");
  return {
    ok: true,
    value: {
      kind: input.kind,
      type: input.type,
      title,
      summary,
      contentHtml,
      source,
      docNumber,
      region,
      issuedOn,
      effectiveFrom,
      tags,
      topicId: input.topicId,
    },
  };
}
