import { style } from "@vanilla-extract/css";
import { belowBreakpoint } from "../../theme/breakpoints";
import { onDarkFocusRing } from "../../theme/focus-ring";
import { vars } from "../../theme/theme.contract.css";

// Below the `small` breakpoint the contact lines and the QR codes go one under the other, the codes two a row.
const narrow = belowBreakpoint("small");

export const footer = style({
  background: vars.color.footerBackground,
  color: vars.color.textOnDarkMuted,
  fontSize: vars.fontSize.small,
  // a dark surface: links and buttons on it draw the light focus ring
  ...onDarkFocusRing,
});

// spec §9: the band's height follows the window width (90 / 100 / 120).
export const band = style({
  display: "flex",
  alignItems: "center",
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.footerDivider}`,
});

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.large,
  "@media": { [narrow]: { columnGap: vars.space.standard, rowGap: vars.space.small } },
});

export const link = style({
  color: vars.color.textOnDark,
  fontSize: vars.fontSize.standard,
  selectors: { "&:hover": { color: vars.color.textInverse, textDecoration: "underline" } },
});

export const main = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "flex-start",
  gap: vars.space.xlarge,
  padding: `${vars.space.large} 0`,
  "@media": { [narrow]: { flexDirection: "column", gap: vars.space.large } },
});

export const contact = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  lineHeight: vars.lineHeight.relaxed,
});

export const contactLabel = style({ color: vars.color.textOnDarkMuted, marginRight: vars.space.small });

export const contactValue = style({ color: vars.color.textOnDark });

export const codes = style({
  display: "flex",
  gap: vars.space.large,
  color: vars.color.textOnDark,
  "@media": { [narrow]: { display: "grid", gridTemplateColumns: "repeat(2, max-content)" } },
});

export const record = style({
  padding: `${vars.space.medium} 0`,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.footerDivider}`,
  textAlign: "center",
  color: vars.color.textOnDarkMuted,
});

export const vipShortcut = style({
  display: "inline-flex",
  alignItems: "center",
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  background: vars.color.vip,
  color: vars.color.vipText,
  lineHeight: vars.chipHeight.standard,
  fontWeight: vars.fontWeight.medium,
  ":hover": { background: vars.color.vipHover },
});
