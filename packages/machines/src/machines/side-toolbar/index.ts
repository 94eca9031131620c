export { connectSideToolbar, initialSideToolbarView } from "./side-toolbar.connect";
export { sideToolbarMachine } from "./side-toolbar.machine";
export type { SideToolbarContext, SideToolbarEvent, SideToolbarView, ToolbarPopup } from "./side-toolbar.types";
