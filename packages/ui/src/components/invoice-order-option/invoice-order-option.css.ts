import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const option = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  cursor: "pointer",
  minWidth: 0,
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.brand, background: vars.color.brandSoft },
    "&:has(input:focus-visible)": { outline: `${vars.focus.width} solid ${vars.focus.ring}` },
  },
});

export const disabled = style({ cursor: "not-allowed", opacity: 0.6 });

export const checkbox = style({
  flex: "none",
  width: vars.size.checkbox,
  height: vars.size.checkbox,
  margin: `${vars.space.xxsmall} 0 0`,
  accentColor: vars.color.brand,
});

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.xxsmall, flex: 1, minWidth: 0 });
export const name = style({ fontSize: vars.fontSize.standard, color: vars.color.text, overflowWrap: "anywhere" });
export const meta = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted, overflowWrap: "anywhere" });
export const amount = style({
  flex: "none",
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.price,
});
