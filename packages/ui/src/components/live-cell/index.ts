export { LiveCell, type LiveCellProps, type LiveJumpSource } from "./live-cell";
