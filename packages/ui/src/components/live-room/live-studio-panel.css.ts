import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.standard,
  padding: vars.space.large,
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xlarge, fontWeight: vars.fontWeight.strong });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong });

export const facts = style({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fit, minmax(${vars.width.xxsmall}, 1fr))`,
  gap: vars.space.standard,
  margin: 0,
});

export const fact = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxsmall,
  padding: vars.space.small,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.standard,
});

export const factLabel = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.small });

export const factValue = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.medium });

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xsmall, minWidth: 0 });

export const fieldRow = style({ display: "flex", gap: vars.space.small, flexWrap: "wrap", alignItems: "center" });

export const code = style({
  flex: "1 1 200px",
  minWidth: 0,
  padding: vars.space.small,
  background: vars.color.surfaceMuted,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.fontSize.small,
  overflowWrap: "anywhere",
  wordBreak: "break-all",
});

export const hint = style({ margin: 0, color: vars.color.textSecondary, fontSize: vars.fontSize.small });
