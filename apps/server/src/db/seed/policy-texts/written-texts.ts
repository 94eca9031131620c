import { ACCOUNTING_CROSSBORDER_PAYROLL_POLICY_TEXTS } from "./accounting-crossborder-payroll.seed";
import { CASE_TEXTS } from "./case-texts.seed";
import { EXPORT_VAT_POLICY_TEXTS } from "./export-vat.seed";
import { INCOME_TAX_POLICY_TEXTS } from "./income-tax.seed";
import { INVOICE_AUDIT_PROPERTY_POLICY_TEXTS } from "./invoice-audit-property.seed";
import type { CaseText, PolicyText } from "./policy-text";

const POLICY_TEXTS: Readonly<Record<string, PolicyText>> = {
  ...EXPORT_VAT_POLICY_TEXTS,
  ...INCOME_TAX_POLICY_TEXTS,
  ...INVOICE_AUDIT_PROPERTY_POLICY_TEXTS,
  ...ACCOUNTING_CROSSBORDER_PAYROLL_POLICY_TEXTS,
};

/** The written text of a seeded policy (reference-data/topics.ts titles); the seed fails on a title without one. */
export function policyTextOf(title: string): PolicyText {
  const text = POLICY_TEXTS[title];
  if (!text) throw new Error(`seed: no written text for the policy ${title}`);
  return text;
}

/** The written text of the n-th case (from 0) of a case plot; the seed fails when a plot has too few. */
export function caseTextOf(plot: string, n: number): CaseText {
  const text = CASE_TEXTS[plot]?.[n];
  if (!text) throw new Error(`seed: no written text ${n + 1} for the case plot ${plot}`);
  return text;
}

const DOCUMENT_KINDS = ["公告", "通知", "意见", "规定", "规则", "办法", "指南"] as const;

/**
 * The closing line of a seeded policy, in its own kind's words: 本法自公布之日起施行 for a law, 本通知自发布之日起执行
 * for a notice, and so on (the kind is the last of these words in the title).
 */
export function closingLineOf(title: string): string {
  if (/^中华人民共和国.+法$/.test(title)) return "本法自公布之日起施行。";
  const kind = DOCUMENT_KINDS.filter((k) => title.includes(k)).sort(
    (a, b) => title.lastIndexOf(b) - title.lastIndexOf(a),
  )[0];
  switch (kind) {
    case "通知":
      return "本通知自发布之日起执行。";
    case "意见":
      return "本意见自印发之日起实施。";
    case undefined:
      return "本文件自发布之日起施行。";
    default:
      return `本${kind}自发布之日起施行。`;
  }
}
