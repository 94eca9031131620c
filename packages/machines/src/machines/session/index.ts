export { connectSession, restoredSessionView, signedOutSessionView } from "./session.connect";
export { sessionMachine } from "./session.machine";
export type { LogoutError, SessionContext, SessionEvent, SessionView } from "./session.types";
