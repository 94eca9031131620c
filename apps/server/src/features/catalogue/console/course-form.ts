import type { AdminCourseSave } from "@taxlearn/api/admin";
import { isSingleCourseProductType } from "@taxlearn/core";
import { type Check, chars, parseIdList, refuse } from "../../../shared/console-form";

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
  if (!isSingleCourseProductType(input.productType)) return refuse("课程类型：只能是 课程 或 微课");
  if (![1, 2, 3].includes(input.teachingMethod)) return refuse("授课方式：请选择体系课或专题课");
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
