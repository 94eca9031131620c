import { style } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";
import { belowBreakpoint } from "../../theme/breakpoints";
import { vars } from "../../theme/theme.contract.css";

export const row = style({
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  minWidth: 0,
});

export const head = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  padding: `${vars.space.small} ${vars.space.standard}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.small,
  overflowWrap: "anywhere",
});

export const body = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto auto",
  gap: vars.space.large,
  alignItems: "center",
  padding: vars.space.standard,
  "@media": {
    [belowBreakpoint("small")]: { gridTemplateColumns: "minmax(0, 1fr) auto", gap: vars.space.medium },
  },
});

export const product = style({ display: "flex", flexDirection: "column", gap: vars.space.xxsmall, minWidth: 0 });

export const name = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium, overflowWrap: "anywhere" });

export const kind = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const amount = style({
  fontFamily: vars.font.familyNumeric,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.price,
});

export const status = recipe({
  base: {
    display: "inline-block",
    padding: `0 ${vars.space.small}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.small,
    lineHeight: vars.chipHeight.small,
    whiteSpace: "nowrap",
    justifySelf: "start",
  },
  variants: {
    tone: {
      pending: { background: vars.color.warningSoft, color: vars.color.warning },
      paid: { background: vars.color.successSoft, color: vars.color.success },
      closed: { background: vars.color.disabledSurface, color: vars.color.textMuted },
      refund: { background: vars.color.infoSoft, color: vars.color.info },
    },
  },
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.small,
  gridColumn: "1 / -1",
  selectors: { "&:empty": { display: "none" } },
});

export const note = style({
  gridColumn: "1 / -1",
  margin: 0,
  color: vars.color.textSecondary,
  fontSize: vars.fontSize.small,
});
