export { LoginStatusCard, type LoginStatusCardProps, type LoginStatusCardState } from "./login-status-card";
