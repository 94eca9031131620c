import { style, styleVariants } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

export const panel = style({
  display: "flex",
  flexDirection: "column",
  width: "100%",
  minWidth: 0,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  overflow: "hidden",
});

export const header = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.standard}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.standard, fontWeight: vars.fontWeight.strong });

export const notice = recipe({
  base: {
    display: "flex",
    alignItems: "center",
    flexWrap: "wrap",
    gap: vars.space.small,
    margin: 0,
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

export const list = style({
  flex: 1,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  listStyle: "none",
  overflowY: "auto",
  minHeight: vars.placeholderHeight.section,
  maxHeight: "60vh",
  background: vars.color.surfaceMuted,
});

export const row = styleVariants({
  normal: { display: "flex", flexDirection: "column", gap: vars.space.xxsmall, minWidth: 0 },
  lecturer: {
    display: "flex",
    flexDirection: "column",
    gap: vars.space.xxsmall,
    minWidth: 0,
    padding: vars.space.small,
    borderRadius: vars.radius.standard,
    background: vars.color.brandSoft,
    borderLeft: `${vars.borderWidth.xlarge} solid ${vars.color.brand}`,
  },
});

export const line = style({ display: "flex", alignItems: "center", flexWrap: "wrap", gap: vars.space.xsmall });

export const name = styleVariants({
  normal: { color: vars.color.textSecondary, fontSize: vars.fontSize.small },
  mine: { color: vars.color.brand, fontSize: vars.fontSize.small },
  lecturer: { color: vars.color.brand, fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.strong },
});

export const lecturerMark = style({
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.xsmall,
});

export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xsmall });

export const text = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});

export const empty = style({
  margin: "auto",
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textAlign: "center",
});

/** Under the messages when there is no input: the login link or why one cannot write. */
export const footerNote = style({
  margin: 0,
  padding: vars.space.medium,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.small,
});

export const loginLink = style({ color: vars.color.link, fontSize: vars.fontSize.standard });
