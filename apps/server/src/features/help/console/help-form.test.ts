import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkHearingForm } from "../../catalogue/console/hearing-form";
import { checkHelpArticleForm } from "./help-form";

const HELP = { categoryId: 1, title: "如何绑定手机号", contentHtml: "<p>进入账号设置。</p>", sort: 0, hot: 0 };
const HEARING = {
  title: "出口退税听证会",
  speaker: "王老师",
  cover: "",
  summary: "听取意见。",
  contentHtml: "<p>议题</p>",
  heldAt: "2026-11-20T14:30",
};

/** Fragments of hostile and ordinary markup, joined at random. */
const markup = fc
  .array(
    fc.constantFrom(
      "<p>正文</p>",
      "<script>alert(1)</script>",
      '<img src="x" onerror="alert(2)">',
      '<a href="javascript:alert(3)">链接</a>',
      '<div onclick="x()">点</div>',
      "<strong>加粗</strong>",
      "<iframe src=//evil></iframe>",
      "<svg onload=alert(4)>",
      "文字",
    ),
    { minLength: 1, maxLength: 8 },
  )
  .map((parts) => parts.join(""));

describe("help and hearing forms", () => {
  it("never keep a script, an event attribute or a javascript: link, whatever the markup", () => {
    fc.assert(
      fc.property(markup, (html) => {
        for (const result of [
          checkHelpArticleForm({ ...HELP, contentHtml: html }),
          checkHearingForm({ ...HEARING, contentHtml: html }),
        ]) {
          if (!result.ok) expect(result.message).toBe("正文：请填写内容");
          else expect(result.value.contentHtml).not.toMatch(/<script|<iframe|<svg|\son\w+=|javascript:/i);
        }
      }),
    );
  });

  it("take a help title of 2–60 characters and a sort of 0–9999, refusing the rest by field", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80 }), fc.integer({ min: -5, max: 10_005 }), (length, sort) => {
        const result = checkHelpArticleForm({ ...HELP, title: "问".repeat(length), sort });
        if (length < 2 || length > 60) expect(result).toEqual({ ok: false, message: "标题：请填写 2–60 个字" });
        else if (sort < 0 || sort > 9999)
          expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/^排序：/) });
        else expect(result).toMatchObject({ ok: true, value: { sort, hot: false } });
      }),
    );
    expect(checkHelpArticleForm({ ...HELP, title: "问".repeat(60), sort: 9999, hot: 1 })).toMatchObject({
      ok: true,
      value: { hot: true },
    });
    expect(checkHelpArticleForm({ ...HELP, title: "问".repeat(61) }).ok).toBe(false);
  });

  it("reads the hearing's time as Beijing time and takes only https or site-path covers", () => {
    expect(checkHearingForm(HEARING)).toMatchObject({ ok: true, value: { heldAt: new Date("2026-11-20T06:30:00Z") } });
    for (const cover of ["https://cdn.example.com/a.png", "/media/hearings/6001.svg"])
      expect(checkHearingForm({ ...HEARING, cover }).ok).toBe(true);
    for (const cover of ["http://a.example/x.png", "//a.example/x.png", "javascript:alert(1)", "/a b.png", "data:x"])
      expect(checkHearingForm({ ...HEARING, cover })).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^封面图片地址：/),
      });
  });
});
