import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { footerBackgroundHeight, pageFrame, showBackToTop } from "./page-frame.rules";

describe("showBackToTop (spec §9)", () => {
  it("appears only above 500 px", () => {
    expect(showBackToTop(0)).toBe(false);
    expect(showBackToTop(500)).toBe(false);
    expect(showBackToTop(501)).toBe(true);
  });
});

describe("footerBackgroundHeight (spec §9)", () => {
  it.each([
    [0, 90],
    [1299, 90],
    [1300, 100],
    [1700, 100],
    [1701, 120],
    [2560, 120],
  ])("%i px wide → %i", (width, height) => {
    expect(footerBackgroundHeight(width)).toBe(height);
  });
  it("never shrinks as the window widens (property)", () => {
    fc.assert(
      fc.property(fc.nat(4000), fc.nat(4000), (a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        expect(footerBackgroundHeight(narrow)).toBeLessThanOrEqual(footerBackgroundHeight(wide));
      }),
    );
  });
});

describe("pageFrame (spec §2)", () => {
  it("hides the footer on /vip/placeOrder and /ai, shows the VIP banner on /vip and the promo bar on /home", () => {
    expect(pageFrame("/vip/placeOrder")).toEqual({ footer: false, vipBanner: false, promoBar: false });
    expect(pageFrame("/ai").footer).toBe(false);
    expect(pageFrame("/vip")).toEqual({ footer: true, vipBanner: true, promoBar: false });
    expect(pageFrame("/home")).toEqual({ footer: true, vipBanner: false, promoBar: true });
  });
});
