export { SideToolbar, type SideToolbarProps, type SideToolbarQrUrls } from "./side-toolbar";
