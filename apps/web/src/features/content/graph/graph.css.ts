import { belowBreakpoint, vars } from "@taxlearn/ui";
import { globalStyle, style } from "@vanilla-extract/css";

export const graphLinkRow = style({ margin: `${vars.space.small} 0` });
export const graphLink = style({ color: vars.color.link, fontSize: vars.fontSize.small });

export const filters = style({ display: "flex", flexWrap: "wrap", gap: vars.space.large, alignItems: "center" });
export const filterGroup = style({ display: "flex", flexWrap: "wrap", gap: vars.space.small, alignItems: "center" });
export const filterLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const chip = style({
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  color: vars.color.textSecondary,
  textDecoration: "none",
  fontSize: vars.fontSize.small,
  selectors: {
    '&[aria-current="true"]': {
      background: vars.color.brandSoft,
      borderColor: vars.color.brand,
      color: vars.color.brand,
    },
  },
});

/** The canvas: a desktop affordance; phones get the list view (same data, real links). */
export const canvas = style({
  // what Cytoscape's own (refused) style element would set: its overlays are placed against the container
  position: "relative",
  height: "60vh",
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceMuted,
  "@media": { [belowBreakpoint("small")]: { display: "none" } },
});
export const canvasStatus = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const hops = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.standard,
  margin: 0,
  padding: 0,
});
export const hopTitle = style({ margin: 0, fontSize: vars.fontSize.standard, color: vars.color.textSecondary });
export const nodeList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.small,
});
export const nodeItem = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.small,
  alignItems: "baseline",
  overflowWrap: "anywhere",
});
export const nodeLink = style({ color: vars.color.link, minWidth: 0 });
export const tag = style({
  fontSize: vars.fontSize.xsmall,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
  color: vars.color.textSecondary,
  whiteSpace: "nowrap",
});
export const validityTag = style([tag, { background: vars.color.warningSoft }]);
export const relation = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted, width: "100%" });
export const notice = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });
export const startList = style({ margin: 0, paddingLeft: vars.space.large, lineHeight: 2 });
globalStyle(`${startList} a`, { color: vars.color.link });
