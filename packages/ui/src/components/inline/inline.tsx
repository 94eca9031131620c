import { createElement, type ReactNode } from "react";
import {
  alignItemsClass,
  gapClass,
  justifyContentClass,
  type LayoutAlign,
  type LayoutJustify,
  type LayoutSpace,
} from "../../theme/layout-classes.css";
import * as styles from "./inline.css";

export interface InlineProps {
  /** Space between children, horizontally and between wrapped rows. */
  space?: LayoutSpace;
  align?: LayoutAlign;
  justify?: LayoutJustify;
  wrap?: boolean;
  as?: "div" | "ul" | "nav";
  children: ReactNode;
}

/** Children side by side, wrapping by default. */
export function Inline({
  space = "small",
  align = "center",
  justify = "flex-start",
  wrap = true,
  as = "div",
  children,
}: InlineProps) {
  const className = [
    styles.inline,
    wrap ? styles.wrap : styles.noWrap,
    gapClass[space],
    alignItemsClass[align],
    justifyContentClass[justify],
  ].join(" ");
  return createElement(as, { className }, children);
}
