import { type AllHTMLAttributes, createElement, type ElementType, type ReactNode } from "react";
import { type Sprinkles, sprinkles } from "../../theme/sprinkles.css";

const sprinkleKeys = new Set<string>(sprinkles.properties);

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | "as"> & {
    /** The element to render; a div unless told otherwise. */
    as?: ElementType;
    children?: ReactNode;
  };

/** The layout primitive: any element, styled only through theme-bound sprinkles. */
export function Box({ as = "div", className, children, ...rest }: BoxProps) {
  const sprinkleProps: Record<string, unknown> = {};
  const elementProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkleKeys.has(key)) sprinkleProps[key] = value;
    else elementProps[key] = value;
  }
  const classes = [sprinkles(sprinkleProps as Sprinkles), className].filter(Boolean).join(" ");
  return createElement(as, { ...elementProps, className: classes || undefined }, children);
}
