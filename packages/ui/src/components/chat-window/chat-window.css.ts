import { style, styleVariants } from "@vanilla-extract/css";
import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { belowBreakpoint } from "../../theme/breakpoints";
import { vars } from "../../theme/theme.contract.css";

export const window = style({
  display: "flex",
  flexDirection: "column",
  width: "100%",
  maxWidth: vars.layout.contentWidth,
  margin: "0 auto",
  minHeight: "70vh",
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  overflow: "hidden",
  "@media": { [belowBreakpoint("small")]: { borderRadius: vars.radius.none, borderLeft: "none", borderRight: "none" } },
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.small,
  padding: `${vars.space.medium} ${vars.space.standard}`,
  background: vars.color.brand,
  color: vars.color.textInverse,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.small, opacity: 0.9 });

export const statusBar = recipe({
  base: {
    display: "flex",
    alignItems: "center",
    gap: vars.space.small,
    flexWrap: "wrap",
    padding: `${vars.space.xsmall} ${vars.space.standard}`,
    fontSize: vars.fontSize.small,
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSoft, color: vars.color.text },
      warning: { background: vars.color.warningSoft, color: vars.color.text },
      danger: { background: vars.color.dangerSoft, color: vars.color.danger },
    },
  },
});
export type StatusBarVariants = RecipeVariants<typeof statusBar>;

export const list = style({
  flex: 1,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.medium,
  margin: 0,
  padding: vars.space.standard,
  listStyle: "none",
  overflowY: "auto",
  minHeight: vars.placeholderHeight.section,
  maxHeight: "60vh",
  background: vars.color.surfaceMuted,
});

export const row = styleVariants({
  mine: { display: "flex", flexDirection: "column", alignItems: "flex-end" },
  theirs: { display: "flex", flexDirection: "column", alignItems: "flex-start" },
  system: { display: "flex", justifyContent: "center" },
});

export const bubble = styleVariants({
  mine: {
    maxWidth: "80%",
    margin: 0,
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.radius.large,
    background: vars.color.brand,
    color: vars.color.textInverse,
    whiteSpace: "pre-wrap",
    overflowWrap: "anywhere",
  },
  theirs: {
    maxWidth: "80%",
    margin: 0,
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.radius.large,
    background: vars.color.surface,
    color: vars.color.text,
    border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    whiteSpace: "pre-wrap",
    overflowWrap: "anywhere",
  },
  system: {
    margin: 0,
    padding: `${vars.space.xxsmall} ${vars.space.small}`,
    borderRadius: vars.radius.standard,
    background: vars.color.surface,
    color: vars.color.textSecondary,
    fontSize: vars.fontSize.xsmall,
    overflowWrap: "anywhere",
  },
});

export const meta = style({
  marginTop: vars.space.xxsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
});

export const empty = style({
  margin: "auto",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textAlign: "center",
});

export const typing = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.small });

export const composer = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  padding: vars.space.standard,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const composerInput = style({
  width: "100%",
  minHeight: vars.controlHeight.large,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontFamily: "inherit",
  resize: "vertical",
  selectors: {
    "&:focus": { outline: "none", borderColor: vars.color.brand, boxShadow: `0 0 0 2px ${vars.color.focusRing}` },
    "&:disabled": { background: vars.color.disabledSurface, color: vars.color.disabledText },
  },
});

export const composerRow = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  flexWrap: "wrap",
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xsmall });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.small });

export const offline = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.medium,
  padding: vars.space.standard,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const offlineNotice = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.warningSoft,
  color: vars.color.text,
  lineHeight: vars.lineHeight.relaxed,
});

export const hotline = style({ fontWeight: vars.fontWeight.strong, color: vars.color.brand });
