import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../theme/theme.contract.css";

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.small });

export const chapter = style({ display: "flex", flexDirection: "column", gap: vars.space.xxsmall });

export const chapterTitle = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });

export const lecture = recipe({
  base: {
    display: "grid",
    gridTemplateColumns: "1fr auto",
    gap: vars.space.xxsmall,
    width: "100%",
    padding: `${vars.space.xsmall} ${vars.space.small}`,
    // a fingertip needs 44 px to pick a lecture
    "@media": { "(pointer: coarse)": { minHeight: "44px", alignItems: "center" } },
    border: "none",
    borderRadius: vars.radius.small,
    background: "transparent",
    color: vars.color.text,
    textAlign: "left",
    cursor: "pointer",
    fontSize: vars.fontSize.standard,
    selectors: { "&:hover": { background: vars.color.surfaceMuted } },
  },
  variants: {
    current: { true: { background: vars.color.brandSoft, color: vars.color.brand }, false: {} },
  },
  defaultVariants: { current: false },
});

export const meta = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.small, whiteSpace: "nowrap" });

export const progressTrack = style({
  gridColumn: "1 / -1",
  height: 3,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: "hidden",
});

export const progressBar = style({ height: "100%", background: vars.color.brand });

export const notice = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.small,
  padding: vars.space.large,
  background: "#111",
  color: vars.color.textOnDark,
  fontSize: vars.fontSize.large,
});

export const noticeActions = style({ display: "flex", gap: vars.space.small });

export const noticeButton = recipe({
  base: {
    padding: `${vars.space.xsmall} ${vars.space.large}`,
    border: "none",
    borderRadius: vars.radius.full,
    cursor: "pointer",
    fontSize: vars.fontSize.standard,
  },
  variants: {
    kind: {
      buy: { background: vars.color.brand, color: vars.color.textInverse },
      vip: { background: vars.color.vip, color: vars.color.vipText },
    },
  },
});
