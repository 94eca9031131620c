import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const group = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  marginBottom: vars.space.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  padding: 0,
});

export const options = style({ display: "flex", flexWrap: "wrap", gap: vars.space.medium });

export const option = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.small,
  minWidth: vars.width.xxsmall,
  height: vars.controlHeight.large,
  padding: `0 ${vars.space.standard}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.brand, background: vars.color.brandSoft },
    "&:has(input:focus-visible)": { outline: `${vars.focus.width} solid ${vars.focus.ring}` },
    "&:has(input:disabled)": { cursor: "not-allowed", opacity: 0.6 },
  },
});

export const radio = style({ margin: 0, accentColor: vars.color.brand });

export const mark = style({ flexShrink: 0 });
