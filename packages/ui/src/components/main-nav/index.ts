export { MainNav, type MainNavProps } from "./main-nav";
