import { createElement, type ReactNode } from "react";
import { alignItemsClass, gapClass, type LayoutAlign, type LayoutSpace } from "../../theme/layout-classes.css";
import * as styles from "./stack.css";

export interface StackProps {
  /** Vertical space between children. */
  space?: LayoutSpace;
  align?: LayoutAlign;
  as?: "div" | "section" | "ul" | "ol";
  children: ReactNode;
}

/** Children one under another with even space. */
export function Stack({ space = "standard", align = "stretch", as = "div", children }: StackProps) {
  const className = [styles.stack, gapClass[space], alignItemsClass[align]].join(" ");
  return createElement(as, { className }, children);
}
