import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

// On the kit's PageColumn (the site's 1200 px column).
export const page = style({ paddingTop: vars.space.large, paddingBottom: vars.space.xxlarge });

export const article = style({
  padding: `${vars.space.xlarge} ${vars.space.xxlarge}`,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.relaxed,
});

export const header = style({
  paddingBottom: vars.space.large,
  marginBottom: vars.space.large,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const lead = style({ margin: `${vars.space.small} 0 0`, color: vars.color.textSecondary });

export const meta = style({
  margin: `${vars.space.small} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const section = style({ selectors: { "& + &": { marginTop: vars.space.large } } });

export const sectionTitle = style({
  margin: `0 0 ${vars.space.small}`,
  paddingLeft: vars.space.small,
  borderLeft: `${vars.borderWidth.xlarge} solid ${vars.color.brand}`,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const paragraph = style({ margin: `0 0 ${vars.space.small}`, color: vars.color.textSecondary });

export const list = style({
  margin: `0 0 ${vars.space.small}`,
  paddingLeft: vars.space.large,
  color: vars.color.textSecondary,
});

export const tile = style({
  padding: vars.space.standard,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceMuted,
});

export const tileTitle = style({
  margin: `0 0 ${vars.space.xsmall}`,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const tileText = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.standard });
