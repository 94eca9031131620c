import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

export const list = style({ listStyle: "none", margin: 0, padding: 0 });

export const item = recipe({
  base: {
    display: "grid",
    gridTemplateColumns: "auto 1fr",
    columnGap: vars.space.small,
    rowGap: vars.space.xsmall,
    padding: `${vars.space.standard} ${vars.space.small}`,
    borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    minWidth: 0,
  },
  variants: {
    unread: { true: { background: vars.color.brandSoft }, false: {} },
  },
});

export const dot = recipe({
  base: {
    width: vars.space.small,
    height: vars.space.small,
    marginTop: vars.space.xsmall,
    borderRadius: vars.radius.full,
  },
  variants: {
    unread: { true: { background: vars.color.danger }, false: { background: "transparent" } },
  },
});

export const body = style({ display: "grid", gap: vars.space.xsmall, minWidth: 0 });

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space.small,
  minWidth: 0,
});

export const type = style({
  flexShrink: 0,
  padding: `0 ${vars.space.xsmall}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.small,
});

export const title = recipe({
  base: {
    margin: 0,
    minWidth: 0,
    overflowWrap: "anywhere",
    fontSize: vars.fontSize.standard,
    color: vars.color.text,
  },
  variants: {
    unread: { true: { fontWeight: vars.fontWeight.strong }, false: { fontWeight: vars.fontWeight.regular } },
  },
});

export const link = style({
  color: "inherit",
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.brand, textDecoration: "underline" } },
});

export const content = style({
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: "anywhere",
  whiteSpace: "pre-line",
});

export const footer = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const action = style({
  padding: 0,
  border: "none",
  background: "transparent",
  color: vars.color.link,
  fontSize: vars.fontSize.small,
  cursor: "pointer",
  selectors: { "&:disabled": { color: vars.color.disabledText, cursor: "default" } },
});

export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
