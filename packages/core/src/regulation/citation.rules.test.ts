import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  docNumberKey,
  findCitationsInHtml,
  findCitationsInText,
  halfWidthDigits,
  linkCitations,
  titleKey,
} from "./citation.rules";

const keys = (text: string) => findCitationsInText(text).map((c) => c.key);

describe("文号 citations", () => {
  it.each([
    ["财税〔2012〕39号", "财税〔2012〕39号"],
    ["财税[2012]39号", "财税〔2012〕39号"],
    ["财税［2012］39号", "财税〔2012〕39号"],
    ["财税【2012】39号", "财税〔2012〕39号"],
    ["财税〔２０１２〕３９号", "财税〔2012〕39号"],
    ["财税 〔 2012 〕 第39号", "财税〔2012〕39号"],
    ["国税发〔2009〕031号", "国税发〔2009〕31号"],
    ["税总发〔2015〕1号", "税总发〔2015〕1号"],
    ["财关税〔2016〕18号", "财关税〔2016〕18号"],
  ])("%s is %s", (written, key) => {
    expect(keys(`依照${written}规定执行`)).toEqual([key]);
  });

  it.each([
    ["国家税务总局公告2022年第9号", "税务总局公告2022-9"],
    ["国家税务总局公告２０２２年第９号", "税务总局公告2022-9"],
    ["税务总局公告2022年第9号", "税务总局公告2022-9"],
    ["财政部 税务总局公告2023年第1号", "财政部/税务总局公告2023-1"],
    ["财政部　国家税务总局公告2019年第39号", "财政部/税务总局公告2019-39"],
    ["财政部、税务总局、海关总署公告2019年第39号", "财政部/税务总局/海关总署公告2019-39"],
    ["财政部 税务总局公告 2023 年 第 01 号", "财政部/税务总局公告2023-1"],
  ])("%s is %s", (written, key) => {
    expect(keys(`根据${written}的规定`)).toEqual([key]);
  });

  it("keeps the offsets and the text as written, full-width digits included", () => {
    const text = "见财税〔２０１２〕３９号。";
    const [c] = findCitationsInText(text);
    expect(c).toMatchObject({ kind: "docNumber", raw: "财税〔２０１２〕３９号", start: 1, end: 12 });
    expect(text.slice(c!.start, c!.end)).toBe(c!.raw);
  });

  it("is not fooled by numbers that are no 文号", () => {
    expect(keys("2012年39号文件，第9号令，〔2012〕39号，某某公司〔2012〕39号")).toEqual([]);
    expect(docNumberKey("（2024）京行终102号")).toBeNull();
    expect(docNumberKey("")).toBeNull();
  });

  it("docNumberKey reads a stored 文号", () => {
    expect(docNumberKey("财政部 税务总局公告2026年第8号")).toBe("财政部/税务总局公告2026-8");
    expect(docNumberKey("财税[2012]39号")).toBe("财税〔2012〕39号");
  });

  it("finds 《titles》 in order with the 文号", () => {
    const found = findCitationsInText("按《中华人民共和国增值税法》和财税〔2012〕39号及《 出口货物 退税 管理办法 》");
    expect(found.map((c) => [c.kind, c.key])).toEqual([
      ["title", "中华人民共和国增值税法"],
      ["docNumber", "财税〔2012〕39号"],
      ["title", "出口货物退税管理办法"],
    ]);
    expect(titleKey(" 增值税 暂行条例２０１７ ")).toBe("增值税暂行条例2017");
    expect(keys("《》《a》")).toEqual([]);
  });

  it("half-width conversion keeps the length (offsets stay valid)", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(halfWidthDigits(s)).toHaveLength(s.length);
      }),
    );
  });
});

describe("citations in sanitised HTML", () => {
  const html =
    '<p title="财税〔2012〕39号">依据<strong>财税〔2012〕39号</strong>，参见<a href="/x">财税〔2013〕1号</a>与《增值税法》。</p>';

  it("looks only at text outside links", () => {
    const found = findCitationsInHtml(html);
    expect(found.map((c) => c.raw)).toEqual(["财税〔2012〕39号", "《增值税法》"]);
    for (const c of found) expect(html.slice(c.start, c.end)).toBe(c.raw);
  });

  it("wraps resolved citations in links and leaves the rest", () => {
    const linked = linkCitations(html, (c) => (c.kind === "docNumber" ? '/policy/details?id=1&"x' : null));
    expect(linked).toContain('<strong><a href="/policy/details?id=1&amp;&quot;x">财税〔2012〕39号</a></strong>');
    expect(linked).toContain("与《增值税法》。");
    expect(linkCitations(html, () => null)).toBe(html);
  });

  it("keeps the first of overlapping citations", () => {
    const text = "<p>《财税〔2012〕39号解读》</p>";
    expect(linkCitations(text, (c) => `/${c.kind}`)).toBe('<p><a href="/title">《财税〔2012〕39号解读》</a></p>');
  });

  it("an unclosed link ends nothing twice", () => {
    expect(findCitationsInHtml("</a>财税〔2012〕39号").map((c) => c.key)).toEqual(["财税〔2012〕39号"]);
  });
});
