import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { queryTermsOf, termsOf } from "./chinese-terms";
import { highlight, snippet } from "./highlight";
import { parseQuery } from "./search-query";

describe("Chinese terms", () => {
  it("indexes dictionary words and every character bigram of a Chinese run", () => {
    const terms = termsOf("出口退税申报");
    expect(terms).toEqual(
      expect.arrayContaining(["w:出口退税", "w:退税", "w:申报", "b:出口", "b:口退", "b:退税", "b:税申", "b:申报"]),
    );
  });

  it("keeps Latin words and digits whole, lower-cased, and splits at punctuation", () => {
    expect(termsOf("VAT 2026年，CIT")).toEqual(expect.arrayContaining(["l:vat", "l:2026", "u:年", "l:cit"]));
  });

  it("makes every query term of a substring appear among the text's terms (bigram recall)", () => {
    const text = "生产企业免抵退税申报全流程实操";
    fc.assert(
      fc.property(fc.integer({ min: 0, max: text.length - 2 }), fc.integer({ min: 2, max: 6 }), (start, length) => {
        const query = text.slice(start, start + length);
        if (query.length < 2) return;
        const indexed = new Set(termsOf(text));
        for (const term of queryTermsOf(query).terms.filter((t) => t.startsWith("b:")))
          expect(indexed.has(term)).toBe(true);
      }),
    );
  });
});

describe("highlighting", () => {
  it("wraps matches in <em> and escapes everything else", () => {
    expect(highlight("增值税<b>留抵</b>退税", ["留抵", "退税"])).toBe(
      "增值税&lt;b&gt;<em>留抵</em>&lt;/b&gt;<em>退税</em>",
    );
  });

  it("merges adjacent matches into one <em>", () => {
    expect(highlight("出口退税申报", ["出口", "退税"])).toBe("<em>出口退税</em>申报");
  });

  it("cuts a snippet around the first match with ellipses", () => {
    const text = `${"前".repeat(50)}出口退税${"后".repeat(100)}`;
    const result = snippet(text, ["出口退税"], 40);
    expect(result.startsWith("…")).toBe(true);
    expect(result.endsWith("…")).toBe(true);
    expect(result).toContain("<em>出口退税</em>");
  });

  it("never lets query text inject markup", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, needle) => {
        const out = highlight(text, [needle]);
        expect(out.replace(/<\/?em>/g, "")).not.toMatch(/[<>]/);
      }),
    );
  });

  it("cuts a query the same whether its words were cut before or not, and no answer shares arrays with the next", () => {
    const words = fc.constantFrom("增值税", "个税", "VAT", "出口退税申报", "发票", "量子", "a1", "汇算清缴");
    fc.assert(
      fc.property(fc.array(words, { minLength: 1, maxLength: 4 }), fc.constantFrom(" ", "，", "/"), (parts, gap) => {
        const text = parts.join(gap);
        const firstParse = parseQuery(text);
        const firstTerms = queryTermsOf(text);
        const expectedParse = structuredClone(firstParse);
        const expectedTerms = structuredClone(firstTerms);
        // a caller that changes what it was given does not change the next answer
        (firstParse.variants[0] as string[] | undefined)?.push("x:changed");
        (firstParse.needles as string[]).push("changed");
        firstTerms.terms.push("x:changed");
        firstTerms.needles.push("changed");
        expect(parseQuery(text)).toEqual(expectedParse);
        expect(queryTermsOf(text)).toEqual(expectedTerms);
        // each word alone, then together: the words' cuts come from what was remembered
        for (const part of parts) parseQuery(part);
        expect(parseQuery(text)).toEqual(expectedParse);
      }),
    );
  });
});
