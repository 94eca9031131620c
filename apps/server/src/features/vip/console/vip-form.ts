import type { adminFaqSave, adminVipProductSave } from "@taxlearn/api/admin";
import { type Check, chars, refuse } from "../../../shared/console-form";

// The console's VIP product and FAQ forms, checked field by field; a refusal names the field in Chinese.

/**
 * Yuan with at most two decimals, 0.01–99999.99. Spec §5: a free product is never ordered, so a site-wide product has
 * a price; an organisation's own product may be 0 (the organisation grants it to its members, as the seeded ones are).
 */
const YUAN = /^(0|[1-9]\d{0,4})(\.\d{1,2})?$/;
const yuan = (text: string) => Number(text).toFixed(2);
const WHOLE = /^[1-9]\d{0,3}$/;

export const VIP_FORM_LIMITS = { maxDurationDays: 3650, maxRights: 10, maxRightChars: 30 } as const;

export interface VipProductValues {
  name: string;
  price: string;
  otPrice: string;
  durationDays: number;
  description: string;
  rights: string[];
  orgId: number | null;
  sort: number;
  onSale: boolean;
}

export function checkVipProductForm(input: typeof adminVipProductSave.request.Type): Check<VipProductValues> {
  const name = input.name.trim();
  if (chars(name) < 2 || chars(name) > 30) return refuse("名称：请填写 2–30 个字");
  const org = input.orgId.trim();
  if (org !== "" && !/^[1-9]\d{0,8}$/.test(org)) return refuse("所属机构：请选择机构或留空");
  const price = input.price.trim();
  if (!YUAN.test(price)) return refuse("价格：请填写 0.01–99999.99 元，最多两位小数");
  if (Number(price) === 0 && org === "") return refuse("价格：全站会员商品不能免费，仅机构专属商品可填 0");
  const otPrice = input.otPrice.trim() || "0";
  if (!YUAN.test(otPrice)) return refuse("原价：请填写 0–99999.99 元，最多两位小数");
  if (Number(otPrice) !== 0 && Number(otPrice) < Number(price)) return refuse("原价：不能低于价格（不填表示无原价）");
  const days = input.durationDays.trim();
  if (!WHOLE.test(days) || Number(days) > VIP_FORM_LIMITS.maxDurationDays)
    return refuse(`有效天数：请填写 1–${VIP_FORM_LIMITS.maxDurationDays} 的整数`);
  const description = input.description.trim();
  if (chars(description) > 200) return refuse("说明：最多 200 个字");
  const rights = input.rights
    .split(/\r?\n/)
    .map((r) => r.trim())
    .filter((r) => r !== "");
  if (rights.length === 0) return refuse("会员权益：至少填写一项（每行一项）");
  if (rights.length > VIP_FORM_LIMITS.maxRights || rights.some((r) => chars(r) > VIP_FORM_LIMITS.maxRightChars))
    return refuse(`会员权益：最多 ${VIP_FORM_LIMITS.maxRights} 项，每项最多 ${VIP_FORM_LIMITS.maxRightChars} 个字`);
  if (input.sort < 0 || input.sort > 999) return refuse("排序：请填写 0–999");
  if (input.onSale !== 0 && input.onSale !== 1) return refuse("上架状态：只能是 上架 或 下架");
  return {
    ok: true,
    value: {
      name,
      price: yuan(price),
      otPrice: yuan(otPrice),
      durationDays: Number(days),
      description,
      rights,
      orgId: org === "" ? null : Number(org),
      sort: input.sort,
      onSale: input.onSale === 1,
    },
  };
}

export function checkFaqForm(
  input: typeof adminFaqSave.request.Type,
): Check<{ question: string; answer: string; sort: number }> {
  const question = input.question.trim();
  if (chars(question) < 2 || chars(question) > 100) return refuse("问题：请填写 2–100 个字");
  const answer = input.answer.trim();
  if (chars(answer) < 1 || chars(answer) > 1000) return refuse("回答：请填写 1–1000 个字");
  if (input.sort < 0 || input.sort > 999) return refuse("排序：请填写 0–999");
  return { ok: true, value: { question, answer, sort: input.sort } };
}
