import { style } from "@vanilla-extract/css";
import { onDarkFocusRing } from "../../theme/focus-ring";
import { vars } from "../../theme/theme.contract.css";

export const banner = style({
  background: `linear-gradient(120deg, ${vars.color.footerBackground}, ${vars.color.brandActive})`,
  color: vars.color.textInverse,
  // a dark surface: links and buttons on it draw the light focus ring
  ...onDarkFocusRing,
});

export const inner = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.large,
  minHeight: "180px",
  padding: `${vars.space.xlarge} 0`,
});

export const crown = style({ color: vars.color.vip, marginBottom: vars.space.small });

export const title = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textInverse,
});

export const subtitle = style({
  marginTop: vars.space.small,
  fontSize: vars.fontSize.large,
  color: vars.color.textOnDark,
});
