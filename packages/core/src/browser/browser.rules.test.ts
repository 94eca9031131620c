import fc from "fast-check";
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
  it("flags the 360 browser at version 10 or below, whatever its Chrome token says", () => {
    expect(isOldBrowser(`${chrome(86)} QIHU 360SE/10.0`)).toBe(true);
    expect(isOldBrowser(`${chrome(86)} QIHU 360SE/11.0`)).toBe(false);
    expect(isOldBrowser(`${chrome(86)} QihooBrowser/9.0`)).toBe(true);
    expect(isOldBrowser(`${chrome(86)} QihooBrowser/13.0 360SE`)).toBe(false);
    expect(isOldBrowser(`${chrome(40)} 360EE/12.0`)).toBe(false);
  });
  it("judges a 360 browser without its own version by its Chrome token", () => {
    expect(isOldBrowser(`${chrome(55)} QIHU 360SE`)).toBe(true);
    expect(isOldBrowser(`${chrome(60)} QIHU 360EE`)).toBe(true);
    expect(isOldBrowser(`${chrome(61)} QIHU 360SE`)).toBe(false);
    expect(isOldBrowser(`${chrome(86)} QIHU 360EE`)).toBe(false);
  });
  it("property: a 360 version decides alone; without one, the Chrome version does", () => {
    const marker = fc.constantFrom("QIHU 360SE", "QIHU 360EE", "360SE", "360EE");
    const token = fc.constantFrom("QihooBrowser", "360SE", "360EE");
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 40 }),
        token,
        (chromeVersion, own, name) => {
          expect(isOldBrowser(`${chrome(chromeVersion)} ${name}/${own}.0`)).toBe(own <= 10);
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), marker, (chromeVersion, bare) => {
        expect(isOldBrowser(`${chrome(chromeVersion)} ${bare}`)).toBe(chromeVersion <= 60);
      }),
    );
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
