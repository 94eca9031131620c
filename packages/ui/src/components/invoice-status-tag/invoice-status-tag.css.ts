import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

export const invoiceStatusTag = recipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    height: vars.chipHeight.small,
    padding: `0 ${vars.space.small}`,
    borderRadius: vars.radius.small,
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: "nowrap",
  },
  variants: {
    tone: {
      pending: { background: vars.color.infoSoft, color: vars.color.info },
      issued: { background: vars.color.successSoft, color: vars.color.success },
      voided: { background: vars.color.disabledSurface, color: vars.color.disabledText },
    },
  },
});
