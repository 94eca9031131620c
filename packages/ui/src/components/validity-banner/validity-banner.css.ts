import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { vars } from "../../theme/theme.contract.css";

export const banner = recipe({
  base: {
    display: "flex",
    flexDirection: "column",
    gap: vars.space.small,
    padding: vars.space.standard,
    borderRadius: vars.radius.standard,
    borderLeft: `${vars.space.xxsmall} solid`,
    marginBottom: vars.space.standard,
  },
  variants: {
    validity: {
      effective: { background: vars.color.successSoft, borderColor: vars.color.success },
      partiallyInvalid: { background: vars.color.warningSoft, borderColor: vars.color.warning },
      repealed: { background: vars.color.dangerSoft, borderColor: vars.color.danger },
      pending: { background: vars.color.surfaceMuted, borderColor: vars.color.borderStrong },
    },
  },
});

export const status = recipe({
  base: { fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.medium },
  variants: {
    validity: {
      effective: { color: vars.color.success },
      partiallyInvalid: { color: vars.color.text },
      repealed: { color: vars.color.danger },
      pending: { color: vars.color.textSecondary },
    },
  },
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  columnGap: vars.space.standard,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textSecondary,
  overflowWrap: "anywhere",
});

export const term = style({ color: vars.color.textMuted });
export const detail = style({ margin: 0 });

export const chain = style({ margin: 0, paddingLeft: vars.space.large, fontSize: vars.fontSize.small });
export const chainItem = style({ overflowWrap: "anywhere", lineHeight: 1.8 });
export const link = style({ color: vars.color.link, textDecoration: "underline" });
export const factRow = style({ display: "contents" });
