export { LoginGate, type LoginGateProps } from "./login-gate";
