import { describe, expect, it } from "vitest";
import { outlineRichText } from "./rich-text-outline";

describe("outlineRichText", () => {
  it("anchors and lists the headings in document order", () => {
    const { html, headings } = outlineRichText("<h3>政策汇编</h3><p>正文</p><h4>附：问答</h4><h3> </h3>");
    expect(headings).toEqual([
      { id: "section-1", text: "政策汇编", level: 3 },
      { id: "section-2", text: "附：问答", level: 4 },
    ]);
    expect(html).toContain('<h3 id="section-1">政策汇编</h3>');
    expect(html).toContain("<p>正文</p>");
  });

  it("leaves a document without headings unchanged", () => {
    expect(outlineRichText("<p>仅有正文</p>")).toEqual({ html: "<p>仅有正文</p>", headings: [] });
  });
});
