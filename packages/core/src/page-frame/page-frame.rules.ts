import { CONSTANTS } from "../constants";

/** spec §9: the back-to-top button appears after more than 500 px of scroll. */
export const showBackToTop = (scrollY: number): boolean => scrollY > CONSTANTS.backToTopScrollPx;

/** spec §9 footer background height: under 1300 px wide 90, 1300–1700 px 100, above 1700 px 120. */
export const footerBackgroundHeight = (width: number): 90 | 100 | 120 => {
  if (width < CONSTANTS.footerNarrowBelowPx) return CONSTANTS.footerHeightNarrow;
  if (width <= CONSTANTS.footerWideAbovePx) return CONSTANTS.footerHeightMedium;
  return CONSTANTS.footerHeightWide;
};

// spec §2: the footer is hidden on these paths; the VIP banner and promotional bar show on one each.
const FOOTERLESS_PATHS: ReadonlyArray<string> = ["/vip/placeOrder", "/ai"];

/** spec §2 page frame: which parts of the frame show on a path. */
export const pageFrame = (path: string) => ({
  footer: !FOOTERLESS_PATHS.includes(path),
  vipBanner: path === "/vip",
  promoBar: path === "/home",
});
