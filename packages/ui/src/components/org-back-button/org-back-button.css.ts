import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const orgBackButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xsmall,
  height: "32px",
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.standard,
  boxShadow: vars.shadow.small,
  selectors: { "&:hover": { color: vars.color.brand, borderColor: vars.color.brand } },
});
