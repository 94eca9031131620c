import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const notice = style({
  margin: `0 0 ${vars.space.small}`,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.standard,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: "anywhere",
});

export const orgName = style({ color: vars.color.brand, fontWeight: vars.fontWeight.strong });

export const hint = style({ display: "block", color: vars.color.textSecondary, fontSize: vars.fontSize.small });
