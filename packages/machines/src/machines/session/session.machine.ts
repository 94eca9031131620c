import {
  clearSession,
  EMPTY_SESSION,
  isLoggedIn,
  loginRedirectPath,
  logoutTarget,
  MESSAGES,
  type SessionState,
} from "@taxlearn/core";
import { assign, setup } from "xstate";
import { requiredAction, requiredPromiseActor } from "../../shared/not-provided";
import type { Notice } from "../../shared/notice";
import type { LogoutError, SessionContext, SessionEvent } from "./session.types";

/** The stored part of the context. */
const sessionOf = ({ logoutFrom: _, ...session }: SessionContext): SessionState => session;

/** The session as it now stands, written to storage. */
const persist = {
  type: "persistSession",
  params: ({ context }: { context: SessionContext }) => ({ session: sessionOf(context) }),
} as const;

/** A login: the session merged in and written to storage. */
const logIn = ["login", persist] as const;

const errorMessage = (error: unknown): string =>
  typeof error === "object" && error !== null && "msg" in error ? String((error as LogoutError).msg) : String(error);

/**
 * spec §3/§4 session: logged in while a token exists. Restored from storage on start. Logout asks first;
 * cancel says 取消退出登录; confirm calls the logout API, then clears the store and all local storage
 * together, goes to /home unless on /vip and says 登出成功; a failure shows 错误 with the server msg.
 * A 401 body clears storage and the session (token, username, organisation data, unread count) and sends
 * to /login with a redirect to the current page. A login while the stored session is being restored wins.
 *
 * Provide: actors `restoreSession` (reads storage → SessionState) and `logout` (POST /api/auth/logout);
 * actions `persistSession` ({ session }), `clearStorage` (every local-storage key), `navigate` ({ to }),
 * `notify` (Notice).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    restoreSession: requiredPromiseActor<SessionState, void>("restoreSession"),
    logout: requiredPromiseActor<void, { token: string }>("logout"),
  },
  actions: {
    persistSession: requiredAction("persistSession") as (_: unknown, params: { session: SessionState }) => void,
    clearStorage: requiredAction("clearStorage"),
    navigate: requiredAction("navigate") as (_: unknown, params: { to: string }) => void,
    notify: requiredAction("notify") as (_: unknown, params: Notice) => void,
    login: assign(({ context, event }) => (event.type === "SESSION.LOGIN" ? { ...context, ...event.session } : {})),
    orgInfo: assign(({ event }) =>
      event.type === "SESSION.ORG_INFO" ? { orgInfo: event.orgInfo, isYunHeOrg: event.isYunHeOrg } : {},
    ),
    // core's clearSession, and the unread count with it: a visitor has no messages
    forgetSession: assign(({ context }) => ({
      ...clearSession(context),
      msgNum: EMPTY_SESSION.msgNum,
      logoutFrom: null,
    })),
  },
  guards: {
    restoredToken: ({ event }) => isLoggedIn((event as unknown as { output?: SessionState }).output?.token),
    leavesPage: ({ context }) => logoutTarget(context.logoutFrom ?? "") !== null,
    sameLogin: ({ context, event }) => event.type === "SESSION.ORG_INFO" && event.token === context.token,
  },
}).createMachine({
  id: "session",
  context: { ...EMPTY_SESSION, logoutFrom: null },
  initial: "restoring",
  on: {
    "SESSION.UNAUTHORIZED": {
      target: ".loggedOut",
      actions: [
        "clearStorage",
        "forgetSession",
        { type: "navigate", params: ({ event }) => ({ to: loginRedirectPath(event.currentPath) }) },
      ],
    },
  },
  states: {
    restoring: {
      on: {
        // a login while storage is read is newer than whatever storage holds: it wins
        "SESSION.LOGIN": { target: "loggedIn", actions: logIn },
      },
      invoke: {
        id: "restoreSession",
        src: "restoreSession",
        onDone: [
          { guard: "restoredToken", target: "loggedIn", actions: assign(({ event }) => ({ ...event.output })) },
          { target: "loggedOut" },
        ],
        onError: { target: "loggedOut" },
      },
    },
    loggedOut: {
      on: {
        "SESSION.LOGIN": { target: "loggedIn", actions: logIn },
      },
    },
    loggedIn: {
      initial: "idle",
      on: {
        "SESSION.PROFILE": { actions: assign({ username: ({ event }) => event.username }) },
        "SESSION.MESSAGE_COUNT": { actions: assign({ msgNum: ({ event }) => event.msgNum }) },
        // info of a login that has since ended or been replaced is stale: dropped
        "SESSION.ORG_INFO": {
          guard: "sameLogin",
          actions: ["orgInfo", persist],
        },
      },
      states: {
        idle: {
          on: {
            "LOGOUT.REQUEST": "confirmingLogout",
            "SESSION.LOGIN": { actions: logIn },
          },
        },
        confirmingLogout: {
          on: {
            "LOGOUT.CANCEL": {
              target: "idle",
              actions: { type: "notify", params: { kind: "info", message: MESSAGES.logoutCancelled } },
            },
            "LOGOUT.CONFIRM": {
              target: "loggingOut",
              actions: assign({ logoutFrom: ({ event }) => event.currentPath }),
            },
          },
        },
        loggingOut: {
          invoke: {
            id: "logout",
            src: "logout",
            input: ({ context }) => ({ token: context.token }),
            onDone: [
              {
                guard: "leavesPage",
                target: "#session.loggedOut",
                actions: [
                  "clearStorage",
                  "forgetSession",
                  {
                    type: "navigate",
                    params: ({ context }) => ({ to: logoutTarget(context.logoutFrom ?? "") ?? "/home" }),
                  },
                  { type: "notify", params: { kind: "success", message: MESSAGES.logoutSuccess } },
                ],
              },
              {
                target: "#session.loggedOut",
                actions: [
                  "clearStorage",
                  "forgetSession",
                  { type: "notify", params: { kind: "success", message: MESSAGES.logoutSuccess } },
                ],
              },
            ],
            onError: {
              target: "idle",
              actions: {
                type: "notify",
                params: ({ event }) => ({
                  kind: "error",
                  title: MESSAGES.errorTitle,
                  message: errorMessage(event.error),
                }),
              },
            },
          },
        },
      },
    },
  },
});
