export { CentreMenu, type CentreMenuProps } from "./centre-menu";
