import { describe, expect, it } from "vitest";
import { ARTICLE_TYPES } from "../../reference-data/article-types";
import { TOPICS } from "../../reference-data/topics";
import { generateCatalogue } from "../catalogue.seed";
import { closingLineOf, policyTextOf } from "./written-texts";

const { articles } = generateCatalogue(new Date("2026-06-01T00:00:00Z"));
const plain = (html: string) => html.replace(/<[^>]+>/g, "\n");
/** What every notice says in the same words: its salutation, closing line and signature. */
const FORMULAIC =
  /^(各省、自治区|本(法|公告|通知|意见|规定|规则|办法|指南|文件)自|全国人民代表大会常务委员会$|财政部 税务总局公告)/;
const sentencesOf = (html: string) =>
  plain(html)
    .split(/\n|(?<=[。；])/)
    .map((s) => s.replace(/^[一二三四五六七八]、/, "").trim())
    .filter((s) => s.length > 12 && !FORMULAIC.test(s));

describe("the seeded policies and cases", () => {
  it("have a written text for every policy title, with 4 to 6 provisions and 3 points of interpretation", () => {
    for (const title of TOPICS.flatMap((t) => t.policies)) {
      const text = policyTextOf(title);
      expect(text.articles.length, title).toBeGreaterThanOrEqual(4);
      expect(text.articles.length, title).toBeLessThanOrEqual(6);
      expect(text.interpretation.points, title).toHaveLength(3);
    }
    expect(() => policyTextOf("不存在的文件")).toThrow(/no written text/);
  });

  it("never say the same sentence twice: every policy and case reads as its own", () => {
    const seenIn = new Map<string, number>();
    const repeated: string[] = [];
    for (const article of articles) {
      for (const sentence of new Set(sentencesOf(article.contentHtml))) {
        const first = seenIn.get(sentence);
        if (first !== undefined && first !== article.id) repeated.push(`${first} & ${article.id}: ${sentence}`);
        else seenIn.set(sentence, article.id);
      }
    }
    expect(repeated).toEqual([]);
    expect(seenIn.size).toBeGreaterThan(500);
  });

  it("summarise each policy in its own words", () => {
    const policies = articles.filter((a) => a.type < ARTICLE_TYPES.caseInspect);
    expect(new Set(policies.map((p) => p.summary)).size).toBe(policies.length);
  });

  it("cite nothing by title mark in the written texts (the relation graph's citations are the seed's own)", () => {
    for (const title of TOPICS.flatMap((t) => t.policies)) {
      const { articles: provisions, interpretation } = policyTextOf(title);
      const all = [...provisions, interpretation.background, ...interpretation.points, interpretation.practice];
      for (const line of all) expect(line, title).not.toMatch(/[《》]|\d{4}年第\d+号|〔\d{4}〕/);
    }
  });
});

describe("closingLineOf", () => {
  it("closes each kind of document in its own words", () => {
    expect(closingLineOf("中华人民共和国印花税法")).toBe("本法自公布之日起施行。");
    expect(closingLineOf("关于调整部分产品出口退税率的公告")).toBe("本公告自发布之日起施行。");
    expect(closingLineOf("关于规范电子会计凭证报销入账归档的通知")).toBe("本通知自发布之日起执行。");
    expect(closingLineOf("关于进一步深化税收征管改革的意见")).toBe("本意见自印发之日起实施。");
    expect(closingLineOf("税务稽查案件办理程序规定")).toBe("本规定自发布之日起施行。");
    expect(closingLineOf("高新技术企业认定管理办法")).toBe("本办法自发布之日起施行。");
    expect(closingLineOf("增值税法实施条例解读")).toBe("本文件自发布之日起施行。");
  });
  it("takes the last kind the title names", () => {
    expect(closingLineOf("关于发布第三批税务行政处罚首违不罚事项清单的公告")).toBe("本公告自发布之日起施行。");
    expect(closingLineOf("关于印发某某管理办法的通知")).toBe("本通知自发布之日起执行。");
  });
});
