import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const footer = style({
  background: vars.color.footerBackground,
  color: vars.color.textOnDarkMuted,
  fontSize: vars.fontSize.small,
});

// spec §9: the band's height follows the window width (90 / 100 / 120).
export const band = style({
  display: "flex",
  alignItems: "center",
  borderBottom: `1px solid ${vars.color.footerDivider}`,
});

export const links = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.large });

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
});

export const contact = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  lineHeight: vars.lineHeight.relaxed,
});

export const contactLabel = style({ color: vars.color.textOnDarkMuted, marginRight: vars.space.small });

export const contactValue = style({ color: vars.color.textOnDark });

export const codes = style({ display: "flex", gap: vars.space.large, color: vars.color.textOnDark });

export const record = style({
  padding: `${vars.space.medium} 0`,
  borderTop: `1px solid ${vars.color.footerDivider}`,
  textAlign: "center",
  color: vars.color.textOnDarkMuted,
});
