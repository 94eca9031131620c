import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const prompt = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

export const text = style({ flex: "1 1 12em", minWidth: 0, overflowWrap: "anywhere" });
