import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const header = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.standard,
  marginBottom: vars.space.standard,
});

// A narrow header puts the subtitle under the title rather than breaking the title.
export const titles = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
});

export const title = style({
  whiteSpace: "nowrap",
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const subtitle = style({ fontSize: vars.fontSize.standard, color: vars.color.textMuted });

export const more = style({
  fontSize: vars.fontSize.standard,
  color: vars.color.textSecondary,
  whiteSpace: "nowrap",
  selectors: { "&:hover": { color: vars.color.brand } },
});
