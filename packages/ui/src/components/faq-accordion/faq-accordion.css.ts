import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
});

export const item = style({
  selectors: { "& + &": { borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}` } },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.standard });

export const trigger = style({
  display: "flex",
  width: "100%",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  padding: vars.space.standard,
  border: 0,
  background: "transparent",
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  textAlign: "left",
  cursor: "pointer",
  ":focus-visible": { outline: `${vars.focus.width} solid ${vars.focus.ring}`, outlineOffset: "-2px" },
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: "rotate(180deg)" } },
});

export const answer = style({
  margin: 0,
  padding: `0 ${vars.space.standard} ${vars.space.standard}`,
  color: vars.color.textSecondary,
  lineHeight: vars.lineHeight.relaxed,
  whiteSpace: "pre-line",
});
