import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { synonymsOf, synonymWords, TAX_SYNONYM_GROUPS } from "./search-synonyms";

describe("tax synonyms", () => {
  it("expands an abbreviation to its full name and back, the query word first", () => {
    expect(synonymsOf("个税")).toEqual(["个税", "个人所得税"]);
    expect(synonymsOf("个人所得税")).toEqual(["个人所得税", "个税"]);
    expect(synonymsOf("vat")).toEqual(["vat", "增值税"]);
    expect(synonymsOf("专票")).toEqual(["专票", "增值税专用发票", "专用发票"]);
  });

  it("leaves a word outside every group alone", () => {
    expect(synonymsOf("印花税")).toEqual(["印花税"]);
  });

  it("lists every member once, in lower case, and no word belongs to two groups", () => {
    const words = synonymWords();
    expect(new Set(words).size).toBe(TAX_SYNONYM_GROUPS.flat().length);
    for (const word of words) expect(word).toBe(word.normalize("NFKC").toLowerCase());
  });

  it("is symmetric: every member of a word's group has the word among its synonyms", () => {
    const words = synonymWords();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: words.length - 1 }), (i) => {
        const word = words[i]!;
        for (const other of synonymsOf(word)) expect(synonymsOf(other)).toContain(word);
      }),
    );
  });
});
