import { describe, expect, it } from "vitest";
import { richTextToPlain, sanitizeRichText } from "./rich-text";

describe("sanitizeRichText", () => {
  it("keeps formatting, tables, links and images", () => {
    const html =
      '<h3>标题</h3><p><strong>要点</strong></p><table><tr><td colspan="2">税率</td></tr></table><a href="https://x.test">链接</a><img src="/media/a.png" alt="图">';
    const clean = sanitizeRichText(html);
    expect(clean).toContain("<strong>要点</strong>");
    expect(clean).toContain('<td colspan="2">税率</td>');
    expect(clean).toContain('<a href="https://x.test" rel="noopener noreferrer">链接</a>');
    expect(clean).toContain('<img src="/media/a.png" alt="图" />');
  });

  it.each([
    ["<script>alert(1)</script><p>正文</p>", "<p>正文</p>"],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">点我</a>', '<a rel="noopener noreferrer">点我</a>'],
    ['<p style="position:fixed" onclick="x()">正文</p>', "<p>正文</p>"],
    ['<iframe src="https://evil.test"></iframe>', ""],
  ])("removes %s", (dirty, clean) => {
    expect(sanitizeRichText(dirty)).toBe(clean);
  });
});

describe("richTextToPlain", () => {
  it("drops markup, decodes entities and separates blocks", () => {
    expect(richTextToPlain("<h3>案情简介</h3><p>北京&amp;上海<br>第二行</p><script>x</script>")).toBe(
      "案情简介 北京&上海 第二行",
    );
  });
});
