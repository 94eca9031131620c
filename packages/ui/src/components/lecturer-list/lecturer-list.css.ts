import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.contract.css";

export const list = style({ display: "flex", flexWrap: "wrap", gap: vars.space.large });

export const item = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.xsmall,
  width: "72px",
  textAlign: "center",
});

export const avatar = style({
  width: "56px",
  height: "56px",
  borderRadius: vars.radius.full,
  objectFit: "cover",
  background: vars.color.surfaceMuted,
});

export const largeAvatar = style([avatar, { width: "88px", height: "88px" }]);

export const name = style({
  fontSize: vars.fontSize.standard,
  color: vars.color.text,
  maxWidth: "100%",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const card = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.standard,
  padding: vars.space.standard,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
});

export const cardName = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const cardTitle = style({
  fontSize: vars.fontSize.standard,
  color: vars.color.textSecondary,
  marginTop: vars.space.xsmall,
});
