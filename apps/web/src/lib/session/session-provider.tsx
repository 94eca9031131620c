import type { UserInfoData } from "@taxlearn/api";
import { EMPTY_SESSION, isLoggedIn, loginRedirectPath, MESSAGES, type SessionState } from "@taxlearn/core";
import {
  connectSession,
  type Notice,
  restoredSessionView,
  type SessionEvent,
  type SessionView,
  type sessionMachine,
  signedOutSessionView,
} from "@taxlearn/machines";
import { useDeferredActor, useDeferredSnapshot, useMessageBox, useNotification, useToast } from "@taxlearn/ui";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useServices } from "../api/app-services";
import { LOCAL_STORED, writeStored } from "../storage/stored-values";
import { clearAllStorage, readSession, writeSession } from "./session-storage";
/** A profile as `GET /api/userInfo` answers it (what `signIn` would otherwise fetch). */
export type KnownProfile = UserInfoData;

export interface SessionApi {
  readonly view: SessionView;
  readonly session: SessionState;
  /**
   * The learner's profile as `/api/userInfo` answered for this login: read once per login (the check of a
   * restored token, or the login itself), null until then and for a visitor. Screens use it instead of asking again.
   */
  readonly profile: UserInfoData | null;
  /** true until the session has been read back from storage */
  readonly restoring: boolean;
  /** Resolves once the session has been read back from storage (at once when it has). */
  readonly whenRestored: () => Promise<void>;
  /**
   * After a successful login: store the token, read the profile, enter the logged-in state. An organisation login
   * passes its flags in `extra`, and the profile it already fetched in `profile` (no second `/api/userInfo`).
   */
  readonly signIn: (token: string, extra?: Partial<SessionState>, profile?: KnownProfile) => Promise<void>;
  /** The profile's name changed (SESSION.PROFILE). */
  readonly updateUsername: (username: string) => void;
  /** The unread message count the side toolbar shows (SESSION.MESSAGE_COUNT). */
  readonly setMessageCount: (count: number) => void;
  /**
   * The organisation data of a login that has already signed in with `token` (spec §4 "after which org info
   * updates"): SESSION.ORG_INFO merges it into the session and storage; the machine drops it when that login is gone
   * (logged out or replaced), and a cancelled logout keeps it.
   */
  readonly updateOrgInfo: (token: string, info: Pick<SessionState, "orgInfo" | "isYunHeOrg">) => void;
  /** spec §4 401 handling: clear storage and go to /login?redirect=<current page>. */
  readonly unauthorized: () => void;
}

const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>");
  return session;
}

/** The current page with its query, as the redirect target of /login. */
export const useCurrentFullPath = (): string => {
  const location = useLocation();
  return location.pathname + location.search;
};

/**
 * spec §2 "anonymous visitors see protected elements with a transparent click layer": returns a function that
 * sends a visitor to /login?redirect=<this page> and answers false, or answers true for a logged-in learner.
 */
export function useRequireLogin(): () => boolean {
  const { view } = useSession();
  const navigate = useNavigate();
  const current = useCurrentFullPath();
  return useCallback(() => {
    if (view.loggedIn) return true;
    navigate(loginRedirectPath(current));
    return false;
  }, [view.loggedIn, navigate, current]);
}

const SESSION_LOAD_FAILED = "网络异常或版本已更新，请刷新页面后重试";

/** What the page learned of a login before the machine loaded; the machine takes it up when it starts. */
type Learned = { readonly username?: string; readonly msgNum?: number };

const learnedEvents = (learned: Learned): SessionEvent[] => [
  ...(learned.username === undefined ? [] : [{ type: "SESSION.PROFILE" as const, username: learned.username }]),
  ...(learned.msgNum === undefined ? [] : [{ type: "SESSION.MESSAGE_COUNT" as const, msgNum: learned.msgNum }]),
];

/**
 * The login a page was drawn with on the server (a learner's own page, decision 128): the session starts from it
 * instead of reading storage after mount, so hydration sees the tree the server drew. Its profile is the one the
 * server has just read with this token, so it is not asked again.
 */
export interface InitialSession {
  readonly token: string;
  readonly username: string;
  readonly profile: UserInfoData;
}

/** The session of a page drawn with a login: the stored login as the server saw it. */
export const initialSessionState = (initial: InitialSession): SessionState => ({
  ...EMPTY_SESSION,
  token: initial.token,
  username: initial.username,
});

/**
 * Bridges the session machine to storage, the API, the router and the kit's toasts and dialogs. The machine and
 * XState load only when the session has work (decision 115): its first event (a login, a logout, a 401). Until
 * then the page shows what the machine would restore: the login storage holds, read right after mount (or the login
 * a learner's page was drawn with on the server, `initial`), or a visitor's session; so a logged-in first visit
 * draws its page without XState. A restored token is checked once
 * with `/api/userInfo`, whose answer is the session's profile.
 */
export function SessionProvider({
  children,
  initial = null,
}: {
  children: ReactNode;
  initial?: InitialSession | null;
}) {
  const { api, storage } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const notification = useNotification();
  const messageBox = useMessageBox();
  const currentPath = location.pathname + location.search;

  // The machine's actions are created once; they read the latest router and kit through refs.
  const latest = useRef({ navigate, toast, notification, currentPath });
  latest.current = { navigate, toast, notification, currentPath };

  const actor = useDeferredActor<typeof sessionMachine>({
    create: async () => {
      const { createSessionActor } = await import("./session-actor");
      return createSessionActor({
        restoreSession: () => readSession(storage),
        logout: async () => {
          const result = await api.logout();
          if (!result.success) throw { msg: result.msg };
        },
        persistSession: (session) => writeSession(storage, session),
        clearStorage: () => clearAllStorage(storage),
        navigate: (to) => latest.current.navigate(to),
        notify: (notice: Notice) => {
          if (notice.title) {
            latest.current.notification.notify({ title: notice.title, message: notice.message, type: notice.kind });
          } else {
            latest.current.toast.show({ message: notice.message, type: notice.kind });
          }
        },
      });
    },
    // An event sent before the machine loaded was meant for the session the page showed: it waits for the restore.
    readyWhen: (snapshot) => !snapshot.matches("restoring"),
    // the restored login with the name and unread count the page has shown since
    catchUp: () => learnedEvents(learned.current),
    // the login, logout or 401 that needed the machine did not take effect; storage still holds what it did
    onLoadError: () => latest.current.toast.show({ message: SESSION_LOAD_FAILED, type: "error" }),
  });
  const snapshot = useDeferredSnapshot(actor);
  // The login storage held when the page started: undefined until read, null without one. Read after mount, so the
  // first render matches the server's, which knows no storage; a page drawn with a login starts from that login.
  const [stored, setStored] = useState<SessionState | null | undefined>(() =>
    initial ? initialSessionState(initial) : undefined,
  );
  const drawnWithLogin = useRef(initial !== null);
  useEffect(() => {
    if (drawnWithLogin.current) return;
    const session = readSession(storage);
    setStored(isLoggedIn(session.token) ? session : null);
  }, [storage]);
  const learned = useRef<Learned>({});
  const [learnedShown, setLearnedShown] = useState<Learned>({});
  // A name or count for the session on screen: to the machine when it runs, else kept until it does.
  const learn = useCallback(
    (update: Learned) => {
      if (actor.started) {
        for (const event of learnedEvents(update)) actor.send(event);
        return;
      }
      learned.current = { ...learned.current, ...update };
      setLearnedShown(learned.current);
    },
    [actor],
  );
  const [profile, setProfile] = useState<{ token: string; data: UserInfoData } | null>(() =>
    initial ? { token: initial.token, data: initial.profile } : null,
  );
  // The check of a restored token, once: its profile refreshes the name shown, and an expired one answers 401,
  // which logs out and returns to /login with this page as the redirect (spec §4). A page drawn with the login
  // was checked by the server as it drew it.
  const checked = useRef(initial !== null);
  useEffect(() => {
    if (!stored || checked.current) return;
    checked.current = true;
    api.userInfo().then(
      (result) => {
        if (!result.success) return;
        setProfile({ token: stored.token, data: result.data });
        learn({ username: result.data.mobile ?? result.data.username });
      },
      () => undefined,
    );
  }, [stored, api, learn]);

  const confirming = snapshot?.matches({ loggedIn: "confirmingLogout" }) ?? false;

  // spec §4: the logout link asks 您确定退出登录吗？ before anything happens.
  useEffect(() => {
    if (!confirming) return;
    let open = true;
    messageBox.confirm({ title: "提示", message: MESSAGES.logoutConfirm }).then((answer) => {
      if (!open) return;
      if (answer.action === "confirm") actor.send({ type: "LOGOUT.CONFIRM", currentPath: latest.current.currentPath });
      else actor.send({ type: "LOGOUT.CANCEL" });
    });
    return () => {
      open = false;
    };
  }, [confirming, messageBox, actor]);

  const signIn = useCallback(
    async (token: string, extra: Partial<SessionState> = {}, known?: KnownProfile) => {
      writeStored(storage, LOCAL_STORED.token, token);
      const profile = known ? { success: true as const, data: known } : await api.userInfo();
      // the top bar shows the masked phone (spec §2); accounts without one (some organisation users) show their name
      const username = profile.success ? (profile.data.mobile ?? profile.data.username) : "";
      if (profile.success) {
        writeStored(storage, LOCAL_STORED.userInfo, profile.data);
        setProfile({ token, data: profile.data });
      }
      actor.send({ type: "SESSION.LOGIN", session: { ...EMPTY_SESSION, ...extra, token, username } });
      // Resolved once the login has landed, so the page the learner goes to next is guarded as logged in (the
      // machine may still be loading: decision 115).
      await actor.waitFor((snapshot) => snapshot.matches("loggedIn") && snapshot.context.token === token);
    },
    [api, storage, actor],
  );

  // The machine has no event of its own for this: SESSION.LOGIN with the same token merges the fields into the
  // logged-in session and stores them (it is taken in loggedIn.idle only; elsewhere it would log in again or be
  // ignored, hence the checks).
  const updateOrgInfo = useCallback(
    (token: string, info: Pick<SessionState, "orgInfo" | "isYunHeOrg">) =>
      actor.send({ type: "SESSION.ORG_INFO", token, orgInfo: info.orgInfo, isYunHeOrg: info.isYunHeOrg }),
    [actor],
  );

  const setMessageCount = useCallback((count: number) => learn({ msgNum: count }), [learn]);

  const unauthorized = useCallback(() => {
    actor.send({ type: "SESSION.UNAUTHORIZED", currentPath: latest.current.currentPath });
  }, [actor]);

  const restoring = stored === undefined;
  // Waiting for the restore: a click that needs the session (booking a live session) before it is known.
  const restored = useRef<{ done: boolean; waiting: (() => void)[] }>({ done: false, waiting: [] });
  useEffect(() => {
    if (restoring) return;
    restored.current.done = true;
    for (const resolve of restored.current.waiting.splice(0)) resolve();
  }, [restoring]);
  const whenRestored = useCallback(
    () =>
      restored.current.done
        ? Promise.resolve()
        : new Promise<void>((resolve) => void restored.current.waiting.push(resolve)),
    [],
  );

  // The snapshot is the one source of view and session: the value changes exactly when it does.
  const value = useMemo<SessionApi>(() => {
    // a machine started by an event restores the same storage: until it has, the page keeps what it shows
    const running = snapshot && !snapshot.matches("restoring") ? snapshot : null;
    const shownStored = stored ? { ...stored, ...learnedShown } : null;
    const { logoutFrom: _, ...session } = running?.context ?? { ...(shownStored ?? EMPTY_SESSION), logoutFrom: null };
    const view = running
      ? connectSession(running, actor.send)
      : shownStored
        ? restoredSessionView(shownStored, actor.send)
        : signedOutSessionView(actor.send);
    return {
      view,
      session,
      profile: view.loggedIn && profile?.token === session.token ? profile.data : null,
      restoring,
      whenRestored,
      signIn,
      updateUsername: (username: string) => learn({ username }),
      updateOrgInfo,
      setMessageCount,
      unauthorized,
    };
  }, [
    snapshot,
    stored,
    learnedShown,
    profile,
    learn,
    actor,
    restoring,
    whenRestored,
    signIn,
    updateOrgInfo,
    setMessageCount,
    unauthorized,
  ]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
