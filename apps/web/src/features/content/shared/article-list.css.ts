import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const list = style({ listStyle: "none", margin: 0, padding: 0 });

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: "none" } },
});

export const kind = style({
  display: "inline-block",
  marginRight: vars.space.small,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.xsmall,
  lineHeight: "20px",
});

export const pager = style({ display: "flex", justifyContent: "center", paddingTop: vars.space.large });
