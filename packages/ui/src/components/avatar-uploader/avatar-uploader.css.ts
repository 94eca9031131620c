import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const root = style({ display: "flex", alignItems: "center", gap: vars.space.standard, flexWrap: "wrap" });

export const picture = style({
  flexShrink: 0,
  // one and a half times the kit's avatar: large enough to judge a new picture, small beside its form
  width: `calc(${vars.size.avatar} * 1.5)`,
  height: `calc(${vars.size.avatar} * 1.5)`,
  borderRadius: vars.radius.full,
  objectFit: "cover",
  background: vars.color.surfaceMuted,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const initial = style([
  picture,
  {
    display: "grid",
    placeItems: "center",
    color: vars.color.brand,
    background: vars.color.brandSoft,
    fontSize: vars.fontSize.xxlarge,
    fontWeight: vars.fontWeight.strong,
  },
]);

export const side = style({ display: "grid", gap: vars.space.xsmall, minWidth: 0 });

export const input = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifySelf: "start",
  height: vars.controlHeight.small,
  padding: `0 ${vars.space.standard}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.brand}`,
  borderRadius: vars.radius.standard,
  color: vars.color.brand,
  background: vars.color.surface,
  fontSize: vars.fontSize.standard,
  cursor: "pointer",
  selectors: {
    [`${input}:focus-visible + &`]: { outline: `${vars.focus.width} solid ${vars.focus.ring}`, outlineOffset: "2px" },
    [`${input}:disabled + &`]: { borderColor: vars.color.border, color: vars.color.disabledText, cursor: "default" },
  },
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.small });
