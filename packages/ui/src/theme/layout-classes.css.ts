import { styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.contract.css";

// Static classes for the layout primitives (Stack, Inline, Tiles): one class per token, picked by key, so a screen
// laid out with them does not load the sprinkles lookup table that Box needs.

export const gapClass = styleVariants(vars.space, (gap) => ({ gap }));

const alignItems = {
  "flex-start": "flex-start",
  center: "center",
  "flex-end": "flex-end",
  stretch: "stretch",
  baseline: "baseline",
} as const;
export const alignItemsClass = styleVariants(alignItems, (value) => ({ alignItems: value }));

const justifyContent = {
  "flex-start": "flex-start",
  center: "center",
  "flex-end": "flex-end",
  "space-between": "space-between",
  "space-around": "space-around",
} as const;
export const justifyContentClass = styleVariants(justifyContent, (value) => ({ justifyContent: value }));

export type LayoutSpace = keyof typeof gapClass;
export type LayoutAlign = keyof typeof alignItemsClass;
export type LayoutJustify = keyof typeof justifyContentClass;
