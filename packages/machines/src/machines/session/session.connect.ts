import { MESSAGES, type SessionState } from "@taxlearn/core";
import type { SnapshotFrom } from "xstate";
import type { sessionMachine } from "./session.machine";
import type { SessionEvent, SessionView } from "./session.types";

export function connectSession(
  snapshot: SnapshotFrom<typeof sessionMachine>,
  send: (event: SessionEvent) => void,
): SessionView {
  return {
    loggedIn: snapshot.matches("loggedIn"),
    confirmingLogout: snapshot.matches({ loggedIn: "confirmingLogout" }),
    confirmText: MESSAGES.logoutConfirm,
    loggingOut: snapshot.matches({ loggedIn: "loggingOut" }),
    username: snapshot.context.username,
    msgNum: snapshot.context.msgNum,
    isOrgLogin: snapshot.context.isOrgLogin,
    requestLogout: () => send({ type: "LOGOUT.REQUEST" }),
    cancelLogout: () => send({ type: "LOGOUT.CANCEL" }),
    confirmLogout: (currentPath) => send({ type: "LOGOUT.CONFIRM", currentPath }),
  };
}

/**
 * The view of a session that holds no login: the machine's `restoring` and `loggedOut` states show the same. A
 * page draws it before the machine has loaded (decision 115); `send` queues the event and starts the machine.
 */
export function signedOutSessionView(send: (event: SessionEvent) => void): SessionView {
  return {
    loggedIn: false,
    confirmingLogout: false,
    confirmText: MESSAGES.logoutConfirm,
    loggingOut: false,
    username: "",
    msgNum: 0,
    isOrgLogin: false,
    requestLogout: () => send({ type: "LOGOUT.REQUEST" }),
    cancelLogout: () => send({ type: "LOGOUT.CANCEL" }),
    confirmLogout: (currentPath) => send({ type: "LOGOUT.CONFIRM", currentPath }),
  };
}

/**
 * The view of a login read back from storage: what the machine shows in `loggedIn.idle` once it has restored
 * `session`. A page draws it while the machine is not loaded (decision 115); `send` queues the event and starts it.
 */
export function restoredSessionView(session: SessionState, send: (event: SessionEvent) => void): SessionView {
  return {
    ...signedOutSessionView(send),
    loggedIn: true,
    username: session.username,
    msgNum: session.msgNum,
    isOrgLogin: session.isOrgLogin,
  };
}
