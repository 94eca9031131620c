import { style, styleVariants } from "@vanilla-extract/css";
import { belowBreakpoint } from "../../theme/breakpoints";
import { vars } from "../../theme/theme.contract.css";

const counts = { 1: 1, 2: 2, 3: 3, 4: 4 } as const;

// The list reset matters when the tiles are a <ul>/<ol> outside the theme's own reset.
export const tiles = style({ display: "grid", listStyle: "none", margin: 0, padding: 0 });

export const columns = styleVariants(counts, (count) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` }));

// Declared after `columns`, so on a narrow screen these win.
export const narrowColumns = styleVariants(counts, (count) => ({
  "@media": { [belowBreakpoint("medium")]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` } },
}));

export const minTileWidth = styleVariants(vars.width, (width) => ({
  gridTemplateColumns: `repeat(auto-fill, minmax(${width}, 1fr))`,
}));
