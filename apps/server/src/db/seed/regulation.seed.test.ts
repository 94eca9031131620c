import { describe, expect, it } from "vitest";
import { ARTICLE_TYPES } from "../reference-data/article-types";
import { generateCatalogue } from "./catalogue.seed";
import { knowledgeArticleRows } from "./knowledge.seed";
import { prepareRegulationSeed } from "./regulation.seed";

const now = new Date("2026-06-01T00:00:00Z");
const catalogue = generateCatalogue(now);
const { metadata } = prepareRegulationSeed(
  catalogue,
  now,
  knowledgeArticleRows(now).map((a) => a.docNumber),
);
const registered = new Map(metadata.map((m) => [m.articleId, m]));
const policies = catalogue.articles.filter((a) => registered.has(a.id) && a.type !== ARTICLE_TYPES.interpretation);
const signatureOf = (html: string) => /<p><strong>([^<]+)<\/strong><\/p>/.exec(html)?.[1];

describe("the seeded policies' 文号 and signatures", () => {
  it("types only a title ending in 法 as a law, signed by the NPC Standing Committee under a presidential order", () => {
    const laws = policies.filter((p) => p.type === ARTICLE_TYPES.law);
    expect(laws.map((p) => p.title).sort()).toEqual(["中华人民共和国印花税法", "中华人民共和国契税法"]);
    for (const law of laws) {
      expect(signatureOf(law.contentHtml), law.title).toBe("全国人民代表大会常务委员会");
      expect(registered.get(law.id)!.docNumber, law.title).toMatch(/^中华人民共和国主席令第\d+号$/);
      expect(registered.get(law.id)!.issuers, law.title).toEqual(["全国人民代表大会常务委员会"]);
    }
  });

  it("signs every other policy with the 文号 it is registered under", () => {
    const others = policies.filter((p) => p.type !== ARTICLE_TYPES.law);
    expect(others.length).toBeGreaterThan(30);
    for (const p of others) expect(signatureOf(p.contentHtml), p.title).toBe(registered.get(p.id)!.docNumber);
    const rule = others.find((p) => p.title === "企业所得税税前扣除凭证管理办法")!;
    expect(registered.get(rule.id)!.docNumber).toMatch(/^国家税务总局公告\d{4}年第\d+号$/);
  });
});

describe("the seeded cases", () => {
  it("name the same kind of company in a court case's title as in its text", () => {
    const court = catalogue.articles.filter((a) => a.type === ARTICLE_TYPES.caseJustice);
    expect(court.length).toBeGreaterThan(0);
    for (const c of court) {
      const company = /某(.+?公司)/.exec(c.title)?.[1];
      expect(company, c.title).toBeDefined();
      expect(c.contentHtml, c.title).toContain(`某${company}`);
    }
  });
});
