import { render } from "@testing-library/react";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HighlightText } from "./highlight-text";
import { splitMatches } from "./split-matches";

describe("splitMatches", () => {
  it("marks every occurrence, case-insensitively", () => {
    expect(splitMatches("VAT 与 vat", " vat ")).toEqual([
      { text: "VAT", match: true },
      { text: " 与 ", match: false },
      { text: "vat", match: true },
    ]);
  });

  it("keeps the text whole without a keyword", () => {
    expect(splitMatches("出口退税", "  ")).toEqual([{ text: "出口退税", match: false }]);
  });

  it("always joins back to the original text, and every match equals the keyword", () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1, maxLength: 3 }), (text, keyword) => {
        const parts = splitMatches(text, keyword);
        expect(parts.map((part) => part.text).join("")).toBe(text);
        for (const part of parts.filter((candidate) => candidate.match)) {
          expect(part.text.toLowerCase()).toBe(keyword.trim().toLowerCase());
        }
      }),
    );
  });
});

describe("HighlightText", () => {
  it("wraps matches in mark", () => {
    const { container } = render(<HighlightText text="个税汇算：个税专项扣除" keyword="个税" />);
    expect([...container.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["个税", "个税"]);
    expect(container.textContent).toBe("个税汇算：个税专项扣除");
  });
});
