import { createElement, type ReactNode } from "react";
import { gapClass, type LayoutSpace } from "../../theme/layout-classes.css";
import * as styles from "./tiles.css";

export type TileColumns = keyof typeof styles.columns;
export type TileWidth = keyof typeof styles.minTileWidth;

interface TilesBaseProps {
  /** Space between tiles, across and down. */
  space?: LayoutSpace;
  /** A list of tiles (each child then an <li>) or plain boxes. */
  as?: "div" | "ul" | "ol";
  children: ReactNode;
}

interface FixedColumnsProps extends TilesBaseProps {
  /** Equal columns a row. */
  columns: TileColumns;
  /** Columns a row below the `medium` breakpoint; `columns` everywhere when not given. */
  narrowColumns?: TileColumns;
  minTileWidth?: never;
}

interface FittedColumnsProps extends TilesBaseProps {
  /** As many equal columns as fit, none narrower than this step of `vars.width`. */
  minTileWidth: TileWidth;
  columns?: never;
  narrowColumns?: never;
}

export type TilesProps = FixedColumnsProps | FittedColumnsProps;

/** Children in a grid of equal tiles: a fixed count a row (fewer on narrow screens) or as many as fit. */
export function Tiles({ space = "standard", as = "div", children, ...layout }: TilesProps) {
  const classes =
    layout.minTileWidth !== undefined
      ? [styles.tiles, styles.minTileWidth[layout.minTileWidth]]
      : [
          styles.tiles,
          styles.columns[layout.columns],
          layout.narrowColumns === undefined ? null : styles.narrowColumns[layout.narrowColumns],
        ];
  return createElement(as, { className: [...classes, gapClass[space]].filter(Boolean).join(" ") }, children);
}
