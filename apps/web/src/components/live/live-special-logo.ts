import type { LiveSpecialLogo } from "@taxlearn/ui";
import { SHARED_TEXT } from "../../lib/shared.messages";

/**
 * spec §3: a live item with createMode 2 "shows a special logo". The spec says neither what createMode 2 means nor
 * what the logo reads, so `public/badges/live-special.svg` (80 × 24: a blue star and the words) claims nothing more
 * than the spec does: 特别直播, "a special live session". The SVG draws the same words as this alt text.
 */
export const LIVE_SPECIAL_LOGO: LiveSpecialLogo = {
  src: "/badges/live-special.svg",
  alt: SHARED_TEXT.liveSpecialLogo,
  width: 80,
  height: 24,
};
