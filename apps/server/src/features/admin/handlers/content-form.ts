import type { AdminArticleSave, AdminCourseSave } from "@taxlearn/api/admin";
import { CASE_TYPES, POLICY_TYPES } from "../../../db/reference-data/article-types";
import { sanitizeRichText } from "../../catalogue/rich-text";
import { parseIdList } from "./id-list";

type Check<T> = { ok: true; value: T } | { ok: false; message: string };
const refuse = <T>(message: string): Check<T> => ({ ok: false, message });
const chars = (text: string) => [...text].length;

/** Yuan with at most two decimals, up to 99999.99 (how `courses.price` stores it: "0.00" is free, spec §5). */
const YUAN = /^(0|[1-9]\d{0,4})(\.\d{1,2})?$/;
const yuan = (text: string) => Number(text).toFixed(2);

export interface CourseValues {
  title: string;
  productInfo: string;
  price: string;
  otPrice: string;
  productType: number;
  teachingMethod: number;
  updateMark: number;
  categoryId: number;
  keyword: string;
  lecturerIds: number[];
  orgStatus: number;
}

/**
 * A course form, field by field; a refusal names the field. Which category and lecturers exist is checked by the
 * caller against the database. productType 1 is a course and 2 a micro-course (spec §3; 15 is the seeded
 * premium series, not created here); teaching method 1–3; badge 1–4 (制作中 / 更新 / 上新 / 待更新).
 */
export function checkCourseForm(input: typeof AdminCourseSave.Type): Check<CourseValues> {
  const title = input.title.trim();
  if (chars(title) < 2 || chars(title) > 60) return refuse("课程名称：请填写 2–60 个字");
  const productInfo = input.productInfo.trim();
  if (chars(productInfo) > 500) return refuse("课程简介：最多 500 个字");
  const price = input.price.trim() || "0";
  if (!YUAN.test(price)) return refuse("价格：请填写 0–99999.99 元，最多两位小数");
  const otPrice = input.otPrice.trim() || "0";
  if (!YUAN.test(otPrice)) return refuse("原价：请填写 0–99999.99 元，最多两位小数");
  if (Number(otPrice) !== 0 && Number(otPrice) < Number(price)) return refuse("原价：不能低于价格（不填表示无原价）");
  if (input.productType !== 1 && input.productType !== 2) return refuse("课程类型：只能是 课程 或 微课");
  if (![1, 2, 3].includes(input.teachingMethod)) return refuse("授课方式：只能是 1、2 或 3");
  if (![1, 2, 3, 4].includes(input.updateMark)) return refuse("角标：只能是 制作中、更新、上新 或 待更新");
  if (input.categoryId < 1) return refuse("分类：请选择课程分类");
  const tags = input.keyword
    .split(/[,，\s]+/)
    .map((t) => t.trim())
    .filter((t) => t !== "");
  if (tags.length > 6 || tags.some((t) => chars(t) > 12)) return refuse("关键词：最多 6 个，每个最多 12 个字");
  const lecturerIds = parseIdList(input.lecturerIds);
  if (lecturerIds === null) return refuse("讲师：请选择不重复的讲师");
  if (lecturerIds.length > 5) return refuse("讲师：最多 5 位");
  if (input.orgStatus !== 1 && input.orgStatus !== 2) return refuse("机构可见性：只能是 可学习 或 置灰");
  return {
    ok: true,
    value: {
      title,
      productInfo,
      price: yuan(price),
      otPrice: yuan(otPrice),
      productType: input.productType,
      teachingMethod: input.teachingMethod,
      updateMark: input.updateMark,
      categoryId: input.categoryId,
      keyword: [...new Set(tags)].join(","),
      lecturerIds,
      orgStatus: input.orgStatus,
    },
  };
}

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

// a calendar day PostgreSQL's date column takes: `0000-00-00` is no date (and made toISOString throw), nor is year 0
const isDay = (text: string) => {
  if (!/^[1-9]\d{3}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
};

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

/** A schedule time typed as Beijing wall time (YYYY-MM-DDTHH:mm); null when it is not one. */
export const beijingInstant = (text: string): Date | null => {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text)) return null;
  const at = new Date(`${text}:00+08:00`);
  return Number.isNaN(at.getTime()) || !isDay(text.slice(0, 10)) ? null : at;
};
