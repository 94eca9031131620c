export { AdminShell, type AdminShellProps, type AdminShellSection } from "./admin-shell";
