export { TopBar, type TopBarExternalLinks, type TopBarProps } from "./top-bar";
