import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.large, minWidth: 0 });

export const list = style({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${vars.width.medium}), 1fr))`,
  gap: vars.space.standard,
});

export const records = style({ display: "flex", flexDirection: "column", gap: vars.space.standard });

export const toolbar = style({ display: "flex", alignItems: "center", gap: vars.space.medium, flexWrap: "wrap" });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.standard,
  padding: vars.space.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  maxWidth: vars.width.xxxlarge,
  minWidth: 0,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong });

export const fieldset = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  border: "none",
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const radio = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  cursor: "pointer",
  minWidth: 0,
  overflowWrap: "anywhere",
  selectors: { "&:has(input:checked)": { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});

export const checkboxLine = style({ display: "flex", alignItems: "center", gap: vars.space.small, cursor: "pointer" });

export const summary = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.medium,
  flexWrap: "wrap",
  padding: vars.space.standard,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceMuted,
});

export const total = style({
  fontFamily: vars.font.familyNumeric,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.price,
});

export const failure = style({
  margin: 0,
  padding: `${vars.space.medium} ${vars.space.standard}`,
  borderRadius: vars.radius.standard,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.standard,
});

export const success = style({
  margin: 0,
  padding: `${vars.space.medium} ${vars.space.standard}`,
  borderRadius: vars.radius.standard,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.standard,
});

export const textLink = style({ color: vars.color.link });
