import { describe, expect, it } from "vitest";
import { toPlainText } from "./plain-text";

describe("toPlainText", () => {
  it("decodes entities, and markup smuggled in as entities does not come back as a tag", () => {
    expect(toPlainText("a &amp; b &lt;c&gt;")).toBe("a & b");
    expect(toPlainText("&lt;script&gt;alert(1)&lt;/script&gt;文本")).toBe("文本");
    expect(toPlainText("第一行<br>第二行\r\n第三行")).toBe("第一行\n第二行\n第三行");
  });

  it("drops control characters and bidirectional overrides but keeps tabs and line breaks", () => {
    expect(toPlainText("讲解\u0000清楚\u0007，\u001b[31m案例\u007f实用\u0085")).toBe("讲解清楚，[31m案例实用");
    expect(toPlainText("金额\u202e001\u202c元\u2066")).toBe("金额001元");
    expect(toPlainText("第一行\n\t第二行")).toBe("第一行\n\t第二行");
  });

  it("drops control characters that only appear once entities are decoded", () => {
    expect(toPlainText("好评&#7;&#x1b;！")).toBe("好评！");
  });
});
