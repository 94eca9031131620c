import { style } from "@vanilla-extract/css";

/**
 * The box around one kit LiveCell: a one-track grid, so the cell fills it both ways (equal heights in the /home row,
 * the column's width in the regional block's two-column grid).
 */
export const cellBox = style({ display: "grid" });
