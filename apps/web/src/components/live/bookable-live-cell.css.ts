import { style } from "@vanilla-extract/css";

/**
 * The box around one kit LiveCell: a one-track grid, so the cell fills it both ways (equal heights in the /home row,
 * the column's width in the regional block's two-column grid). The track's minimum is 0: the cell's unwrapped title
 * must not widen it past the column (it is cut with an ellipsis instead).
 */
export const cellBox = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)" });
