import { describe, expect, it } from "vitest";
import { isOldBrowser } from "./browser.rules";

const chrome = (v: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.3112.113 Safari/537.36`;
const firefox = (v: number) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:${v}.0) Gecko/20100101 Firefox/${v}.0`;
const opera = (v: number) => `${chrome(80)} OPR/${v}.0.2254.0`;

describe("isOldBrowser (spec §5)", () => {
  it("flags Chrome and Firefox at 60 or below, not 61", () => {
    expect(isOldBrowser(chrome(60))).toBe(true);
    expect(isOldBrowser(chrome(49))).toBe(true);
    expect(isOldBrowser(chrome(61))).toBe(false);
    expect(isOldBrowser(firefox(60))).toBe(true);
    expect(isOldBrowser(firefox(61))).toBe(false);
  });
  it("flags Opera at 50 or below, whatever its Chrome token says", () => {
    expect(isOldBrowser(opera(50))).toBe(true);
    expect(isOldBrowser(opera(51))).toBe(false);
    expect(isOldBrowser(`${chrome(40)} OPR/70.0`)).toBe(false);
    expect(isOldBrowser("Opera/9.80 (Windows NT 6.1; WOW64) Presto/2.12.388 Version/12.18")).toBe(true);
    expect(isOldBrowser("Opera/9.80 (Windows NT 6.1) Presto/2.12.388")).toBe(true);
  });
  it("flags the 360 browser at version 10 or below", () => {
    expect(isOldBrowser(`${chrome(86)} QIHU 360SE/10.0`)).toBe(true);
    expect(isOldBrowser(`${chrome(86)} QihooBrowser/13.0 360SE`)).toBe(false);
    expect(isOldBrowser(`${chrome(86)} QIHU 360EE`)).toBe(false);
  });
  it("flags any Internet Explorer", () => {
    expect(isOldBrowser("Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)")).toBe(true);
    expect(isOldBrowser("Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko")).toBe(true);
  });
  it("does not flag current browsers or unknown agents", () => {
    expect(isOldBrowser(`${chrome(120)} Edg/120.0.0.0`)).toBe(false);
    expect(
      isOldBrowser(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15",
      ),
    ).toBe(false);
    expect(isOldBrowser("")).toBe(false);
    expect(isOldBrowser(undefined)).toBe(false);
  });
});
