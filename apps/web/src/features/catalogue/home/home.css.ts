import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const banner = style({ borderRadius: vars.radius.large, overflow: "hidden" });

/** The banner's box while its slides load: same aspect, so nothing below moves when it arrives. */
export const bannerPlaceholder = style({
  aspectRatio: "1200 / 360",
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
});

export const twoColumns = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.large,
  alignItems: "start",
  "@media": { "screen and (max-width: 900px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});
