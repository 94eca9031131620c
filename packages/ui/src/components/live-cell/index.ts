export { LiveCell, type LiveCellProps, type LiveJumpSource, type LiveSpecialLogo } from "./live-cell";
