import { belowBreakpoint, vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const page = style({
  display: "flex",
  justifyContent: "center",
  padding: `${vars.space.xxlarge} ${vars.space.standard}`,
  "@media": { [belowBreakpoint("small")]: { paddingBlock: vars.space.large } },
});

export const card = style({
  display: "grid",
  // the brand half and the form half
  gridTemplateColumns: `${vars.width.large} ${vars.width.xlarge}`,
  width: `calc(${vars.width.large} + ${vars.width.xlarge})`,
  maxWidth: "100%",
  minHeight: vars.layout.authCardMinHeight,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
  overflow: "hidden",
  "@media": {
    // one form alone: as tall as it is (the shared height only keeps the two-half card still when switching)
    [belowBreakpoint("small")]: { gridTemplateColumns: "1fr", width: vars.width.xlarge, minHeight: 0 },
  },
});

export const brand = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "space-between",
  gap: vars.space.large,
  padding: vars.space.xlarge,
  color: vars.color.textInverse,
  background: `linear-gradient(150deg, ${vars.color.brandActive} 0%, ${vars.color.brand} 60%, ${vars.color.brandHover} 100%)`,
  "@media": {
    [belowBreakpoint("small")]: { display: "none" },
  },
});

export const brandName = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: "0.04em",
});

export const brandSlogan = style({
  margin: `${vars.space.small} 0 0`,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.relaxed,
  opacity: 0.9,
});

export const brandList = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.standard,
  margin: 0,
  padding: 0,
  listStyle: "none",
});

export const brandItem = style({
  display: "grid",
  gridTemplateColumns: `${vars.size.stepMark} 1fr`,
  gap: vars.space.small,
  alignItems: "start",
});

export const brandMark = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: vars.size.stepMark,
  height: vars.size.stepMark,
  borderRadius: vars.radius.full,
  background: vars.color.onBrandTint,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
});

export const brandItemTitle = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.medium });

export const brandItemText = style({
  margin: `${vars.space.xxsmall} 0 0`,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  opacity: 0.85,
});

export const brandFoot = style({ margin: 0, fontSize: vars.fontSize.xsmall, opacity: 0.75 });

export const body = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.large,
  padding: `${vars.space.xlarge} ${vars.space.xlarge} ${vars.space.large}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const subtitle = style({
  margin: `${vars.space.xsmall} 0 0`,
  fontSize: vars.fontSize.standard,
  color: vars.color.textMuted,
});

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.xsmall });

export const formAlert = style({
  margin: `0 0 ${vars.space.small}`,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.standard,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

export const row = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.small,
  fontSize: vars.fontSize.standard,
  color: vars.color.textSecondary,
});

/** A link inside a sentence (立即注册, the agreements): underlined, so it is not told apart by colour alone. */
export const link = style({
  color: vars.color.link,
  textDecoration: "underline",
  cursor: "pointer",
});

export const agreement = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  margin: `0 0 ${vars.space.xsmall}`,
  fontSize: vars.fontSize.small,
  color: vars.color.textSecondary,
});

export const agreementError = style({
  // one line of the message, kept while empty so the form does not jump
  minHeight: `calc(${vars.fontSize.xsmall} * ${vars.lineHeight.standard})`,
  margin: `0 0 ${vars.space.small}`,
  fontSize: vars.fontSize.xsmall,
  color: vars.color.danger,
});

export const checkbox = style({
  width: vars.size.checkbox,
  height: vars.size.checkbox,
  margin: 0,
  accentColor: vars.color.brand,
});

export const submit = style({ marginTop: vars.space.small });
