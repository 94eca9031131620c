import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const mark = style({
  background: "transparent",
  color: vars.color.highlight,
  fontWeight: vars.fontWeight.medium,
});
