import { describe, expect, it } from "vitest";
import { textOfTagFreeHtml } from "./html-text";

describe("text of tag-free HTML", () => {
  it("decodes the entities sanitised HTML keeps and folds white space", () => {
    expect(textOfTagFreeHtml("  增值税&nbsp;&lt;专票&gt;\n\n&quot;抵扣&quot; &#39;进项&#39;  ")).toBe(
      "增值税 <专票> \"抵扣\" '进项'",
    );
  });

  it("decodes &amp; last, so an escaped entity stays text", () => {
    expect(textOfTagFreeHtml("A&amp;B &amp;lt;")).toBe("A&B &lt;");
  });
});
