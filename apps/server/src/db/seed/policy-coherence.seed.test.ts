import { beijingDay, policyValidity } from "@taxlearn/core";
import { describe, expect, it } from "vitest";
import { richTextToPlain } from "../../features/catalogue/rich-text";
import { TEST_START } from "../../testing/test-server";
import { ARTICLE_TYPES, CASE_TYPES } from "../reference-data/article-types";
import { generateCatalogue } from "./catalogue.seed";
import { knowledgeArticleRows } from "./knowledge.seed";
import { prepareRegulationSeed, writtenPolicyMetadata } from "./regulation.seed";
import { textImpliesTag } from "./subject-tags";

/**
 * What a tax professional checks first on a policy: its 文号's year is the year it was issued, it is issued before it
 * takes effect and takes effect before it expires, its 效力 follows from those dates and from the documents that
 * change it, its closing line names the day it takes effect, and its tags are its own subject. The seed dates its
 * content relative to the day it runs, so the checks hold on several such days.
 */
const REFERENCE_DAYS = [TEST_START, new Date("2026-01-10T04:00:00Z"), new Date("2027-02-15T09:00:00Z")];

const isCase = (type: number) => (CASE_TYPES as readonly number[]).includes(type);
const DIGITS: Record<string, number> = { 〇: 0, 零: 0, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
/** 2027, 二〇二七, 12, 十二, 31, 三十一 → the number. */
const numberOf = (text: string): number => {
  if (/^\d+$/.test(text)) return Number(text);
  if (!text.includes("十")) return Number([...text].map((c) => DIGITS[c]).join(""));
  const [tens, ones] = text.split("十");
  return (tens ? DIGITS[tens]! : 1) * 10 + (ones ? DIGITS[ones]! : 0);
};
const NUM = "[0-9〇零一二三四五六七八九十]+";
const dayOf = (y: string, m: string, d: string) =>
  `${numberOf(y)}-${String(numberOf(m)).padStart(2, "0")}-${String(numberOf(d)).padStart(2, "0")}`;

/** The year a 文号 names (财政部 税务总局公告2022年第15号, 财税〔2018〕103号), or null when it names none (主席令). */
const docYear = (doc: string) => /(\d{4})年第\d+号/.exec(doc)?.[1] ?? /〔(\d{4})〕/.exec(doc)?.[1] ?? null;
/** The day its closing line says it takes effect: "issued" for 自发布之日起施行, null when it says nothing. */
const closingEffect = (html: string): string | null => {
  const closing = [...html.matchAll(/<p>(本[^<]{1,6}自[^<]*?起(?:施行|执行|实施)。)<\/p>/g)].at(-1)?.[1];
  if (!closing) return null;
  if (/自(发布|公布|印发)之日起/.test(closing)) return "issued";
  const m = new RegExp(`自(${NUM})年(${NUM})月(${NUM})日起`).exec(closing);
  return m ? dayOf(m[1]!, m[2]!, m[3]!) : "unreadable";
};
/** The last day it says it applies (执行至2027年12月31日), or null. */
const expiryOf = (plain: string): string | null => {
  const m = new RegExp(`执行至(${NUM})年(${NUM})月(${NUM})日`).exec(plain);
  return m ? dayOf(m[1]!, m[2]!, m[3]!) : null;
};

function seededDocuments(now: Date) {
  const catalogue = generateCatalogue(now);
  const written = knowledgeArticleRows(now);
  const regulation = prepareRegulationSeed(
    catalogue,
    now,
    written.map((a) => a.docNumber),
  );
  const articles = [...catalogue.articles, ...written];
  const register = new Map(
    [...regulation.metadata, ...written.filter((a) => !isCase(a.type)).map(writtenPolicyMetadata)].map((m) => [
      m.articleId,
      m,
    ]),
  );
  return { articles, register, relations: regulation.relations };
}

describe.each(REFERENCE_DAYS.map((now) => [beijingDay(now), now] as const))(
  "the seed as started on %s",
  (today, now) => {
    const { articles, register, relations } = seededDocuments(now);
    const policies = articles.filter((a) => !isCase(a.type));
    const entry = (id: number) => register.get(id)!;

    it("registers every policy, issued on the day it is published and no later than the seed's day", () => {
      expect(policies.length).toBeGreaterThan(90);
      for (const p of policies) {
        const m = entry(p.id);
        expect(m, p.title).toBeDefined();
        expect(beijingDay(p.publishedAt), p.title).toBe(m.issuedOn);
        expect(m.issuedOn <= today, `${p.title} issued ${m.issuedOn}`).toBe(true);
      }
    });

    it("gives every 文号 the year its document was issued", () => {
      const wrong = policies
        .map((p) => ({ p, m: entry(p.id) }))
        .filter(({ m }) => docYear(m.docNumber) !== null && docYear(m.docNumber) !== m.issuedOn.slice(0, 4))
        .map(({ m, p }) => `${m.docNumber} issued ${m.issuedOn} (${p.title})`);
      expect(wrong).toEqual([]);
    });

    it("issues every policy before it takes effect and before it expires, and its closing line names that day", () => {
      const wrong: string[] = [];
      for (const p of policies) {
        const m = entry(p.id);
        const expiry = expiryOf(richTextToPlain(p.contentHtml));
        if (m.issuedOn > m.effectiveFrom)
          wrong.push(`${p.title}: issued ${m.issuedOn} after effective ${m.effectiveFrom}`);
        if (expiry && m.effectiveFrom > expiry)
          wrong.push(`${p.title}: effective ${m.effectiveFrom} after expiry ${expiry}`);
        const closing = closingEffect(p.contentHtml);
        const says = closing === "issued" ? m.issuedOn : closing;
        if (closing !== null && says !== m.effectiveFrom)
          wrong.push(`${p.title}: closing line says ${closing}, register ${m.effectiveFrom}`);
      }
      expect(wrong).toEqual([]);
    });

    it("has each repeal or amendment made by a later document, named in its text, and no expired policy in force", () => {
      const wrong: string[] = [];
      for (const r of relations) {
        const [from, to] = [entry(r.fromArticleId), entry(r.toArticleId)];
        const fromText = articles.find((a) => a.id === r.fromArticleId)!.contentHtml;
        if (from.issuedOn < to.issuedOn || from.effectiveFrom <= to.effectiveFrom)
          wrong.push(`${from.docNumber} ${r.kind} the later ${to.docNumber}`);
        if (!fromText.includes(to.docNumber)) wrong.push(`${from.docNumber} does not name ${to.docNumber}`);
      }
      for (const p of policies) {
        const m = entry(p.id);
        const facts = {
          effectiveFrom: m.effectiveFrom,
          repealedFrom: relations
            .filter((r) => r.toArticleId === p.id && r.kind === "repeals")
            .map((r) => entry(r.fromArticleId).effectiveFrom),
          amendedFrom: relations
            .filter((r) => r.toArticleId === p.id && r.kind === "amends")
            .map((r) => entry(r.fromArticleId).effectiveFrom),
        };
        const expiry = expiryOf(richTextToPlain(p.contentHtml));
        if (expiry && expiry < today && policyValidity(facts, today) !== "repealed")
          wrong.push(`${m.docNumber} expired ${expiry} but is ${policyValidity(facts, today)}`);
      }
      expect(wrong).toEqual([]);
    });

    it("publishes an interpretation no earlier than the policy it interprets", () => {
      const byTitle = new Map(policies.map((p) => [p.title, p]));
      const wrong = policies.flatMap((p) => {
        const interpreted = /^政策解读：《(.+)》/.exec(p.title)?.[1];
        const policy = interpreted ? byTitle.get(interpreted) : undefined;
        return policy && entry(p.id).issuedOn < entry(policy.id).issuedOn ? [p.title] : [];
      });
      expect(wrong).toEqual([]);
    });

    it("tags every policy and case with subjects its own title or text names", () => {
      const wrong = articles.flatMap((a) => {
        const text = `${a.title}${richTextToPlain(a.contentHtml)}`;
        return a.tags.length === 0
          ? [`${a.title}: no tag`]
          : a.tags.filter((tag) => !textImpliesTag(text, tag)).map((tag) => `${a.title}: ${tag}`);
      });
      expect(wrong).toEqual([]);
    });

    it("dates a court case's number no later than the year it is published", () => {
      const court = articles.filter((a) => a.type === ARTICLE_TYPES.caseJustice && a.docNumber !== "");
      expect(court.length).toBeGreaterThan(0);
      for (const c of court) {
        const year = /^（(\d{4})）/.exec(c.docNumber)?.[1];
        expect(
          year! <= beijingDay(c.publishedAt).slice(0, 4),
          `${c.docNumber} published ${beijingDay(c.publishedAt)}`,
        ).toBe(true);
      }
    });
  },
);
