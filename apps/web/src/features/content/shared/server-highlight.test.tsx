import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { highlightText, parseServerHighlight, unescapeHtml } from "./parse-server-highlight";
import { ServerHighlight } from "./server-highlight";

describe("parseServerHighlight", () => {
  it("splits the server's <em> matches from the text around them", () => {
    expect(parseServerHighlight("外贸企业<em>出口退税</em>单证备案与<em>管理</em>")).toEqual([
      { text: "外贸企业", match: false },
      { text: "出口退税", match: true },
      { text: "单证备案与", match: false },
      { text: "管理", match: true },
    ]);
  });

  it("unescapes the text so it shows as typed, and never reads other markup", () => {
    expect(parseServerHighlight("&lt;script&gt;alert(1)&lt;/script&gt; <em>A&amp;B</em>")).toEqual([
      { text: "<script>alert(1)</script> ", match: false },
      { text: "A&B", match: true },
    ]);
    expect(unescapeHtml("&quot;&#39;&#x4e2d;&#22269;&unknown;")).toBe("\"'中国&unknown;");
  });

  it("handles text without matches and empty matches", () => {
    expect(parseServerHighlight("增值税")).toEqual([{ text: "增值税", match: false }]);
    expect(parseServerHighlight("<em></em>税")).toEqual([{ text: "税", match: false }]);
    expect(parseServerHighlight("")).toEqual([]);
    expect(highlightText("骗取<em>出口退税</em>案")).toBe("骗取出口退税案");
  });
});

describe("ServerHighlight", () => {
  it("marks the matches and renders escaped markup as text", () => {
    const { container } = render(<ServerHighlight html="&lt;b&gt;个税&lt;/b&gt;<em>汇算</em>" />);
    expect([...container.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["汇算"]);
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toBe("<b>个税</b>汇算");
  });
});
