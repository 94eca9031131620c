import { loginRedirectPath, matchRoute, routeTitle } from "@taxlearn/core";
import {
  arrivesAsRequested,
  type Notice,
  type RouteGuardEvent,
  type RouteGuardInput,
  type routeGuardMachine,
} from "@taxlearn/machines";
import { ErrorState, useDeferredActor, useDeferredSnapshot, useToast } from "@taxlearn/ui";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import { useServices } from "../../lib/api/app-services";
import { useOrg } from "../../lib/org/org-provider";
import { fetchOrgSessionInfo } from "../../lib/org/org-session-info";
import { type KnownProfile, useSession } from "../../lib/session/session-provider";
import { LOCAL_STORED, readStored } from "../../lib/storage/stored-values";
import { loadChunk } from "../chunk-retry";
import { pendingEnrolment } from "../org/pending-enrolment-ticket";
import type { CommittedPage } from "./committed-page";
import { normalizePath, splitPath } from "./normalize-path";
import type { RouteGuardServices } from "./route-guard-actor";
import { RouteScreen } from "./route-screen";
import { loadScreen, routeNameOf, startScreenReads } from "./screens";
import { rememberedScroll, rememberScroll, restoreScroll } from "./scroll-memory";

export const SITE_NAME = "财税学习平台";

/**
 * Every URL change goes through the route-guard machine (spec §2, §4, §5): org login from the query, auth and
 * 404 redirects, the lazy chunk, then the page is committed and rendered. `children` receives the committed page.
 */
export function GuardedRoutes({
  initialPage = null,
  children,
}: {
  /** the page the server rendered (its screen already loaded): shown at once, so hydration meets the same tree */
  initialPage?: CommittedPage | null;
  children: (page: CommittedPage | null, body: ReactNode) => ReactNode;
}) {
  const { api, storage } = useServices();
  const session = useSession();
  const org = useOrg();
  const toast = useToast();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const [committed, setCommitted] = useState<CommittedPage | null>(initialPage);
  const [chunkError, setChunkError] = useState<string | null>(null);

  const latest = useRef({ session, org, toast, navigate, location, navigationType });
  latest.current = { session, org, toast, navigate, location, navigationType };

  // The profile the last organisation login fetched: signing in uses it instead of asking /api/userInfo again.
  const orgProfile = useRef<KnownProfile | undefined>(undefined);
  // The machine's own actions reach the guard actor through this ref (the actor exists only after the machine).
  const sendToGuard = useRef<(event: RouteGuardEvent) => void>(() => undefined);
  const services: RouteGuardServices = {
    orgLogin: async (query) => {
      const { session: currentSession, org: currentOrg, toast: currentToast } = latest.current;
      currentOrg.setLastFailure(null);
      const notify = (notice: Notice) => {
        currentToast.show({ message: notice.message, type: notice.kind });
        if (notice.kind === "error") currentOrg.setLastFailure(notice.message);
      };
      orgProfile.current = undefined;
      // its own chunk: only an organisation's link (orgId and secret in the query) logs in here
      const { runOrgLogin } = await import("../org/run-org-login");
      const result = await runOrgLogin(query, {
        api,
        storage,
        loggedIn: currentSession.view.loggedIn,
        notify,
        onProfile: (profile) => {
          orgProfile.current = profile;
        },
      });
      // a company-only link: the learner logs in or registers next, then the ticket finishes the login
      if (result === null && !currentSession.view.loggedIn && pendingEnrolment(storage)) {
        // the address bar moves; the guard takes that request up when this login ends
        latest.current.navigate(loginRedirectPath("/home"), { replace: true });
        return null;
      }
      if (result === null && latest.current.org.lastFailure === null) {
        currentOrg.setLastFailure("机构登录链接无效或已过期，请从所在机构重新进入");
      }
      return result;
    },
    loadRoute: async (path) => {
      const name = routeNameOf(path);
      if (!name) return;
      // the address bar shows the page being loaded (its query) unless the guard redirected
      const here = latest.current.location;
      startScreenReads(name, api, new URLSearchParams(here.pathname === path ? here.search : ""));
      await loadChunk(() => loadScreen(name));
    },
    commitNavigation: ({ to, replace }) => {
      const { location: here, navigate: go } = latest.current;
      const { pathname } = splitPath(to);
      const shown = normalizePath(here.pathname, here.search);
      if (!replace && shown !== to) {
        // The learner moved on (e.g. pressed back) while this page's chunk loaded; the guard took that request
        // for a duplicate of the page on screen. Follow the address bar instead of pushing the stale page.
        queueMicrotask(() => sendToGuard.current({ type: "NAV.REQUEST", path: shown }));
        return;
      }
      if (shown !== to) go(to, { replace });
      setChunkError(null);
      setCommitted({ path: to, name: routeNameOf(pathname) ?? "notFound" });
    },
    updateOrgInfo: () => {
      const { org: currentOrg, session: currentSession } = latest.current;
      currentOrg.refresh();
      const token = readStored(storage, LOCAL_STORED.token);
      if (!token) return;
      // The guard already counts the learner as logged in: sign in at once so the top bar and session-keyed
      // queries agree with it, instead of waiting for the org info (which may take the client's whole timeout).
      // spec §3, §4: the session's orgInfo and isYunHeOrg come from the server's org info of this login and
      // follow when it answers; a failed info call leaves the login standing without them.
      const orgSession = fetchOrgSessionInfo(api);
      void currentSession
        .signIn(token, { isOrgLogin: true, orgInfo: null, isYunHeOrg: false }, orgProfile.current)
        .then(() => orgSession)
        .then(({ orgInfo, isYunHeOrg }) => latest.current.session.updateOrgInfo(token, { orgInfo, isYunHeOrg }))
        .catch(() => undefined);
    },
    reportChunkError: (path) => setChunkError(path),
  };

  const orgState = org.state;
  const storedOrgId = readStored(storage, LOCAL_STORED.orgId);
  const storedSecret = readStored(storage, LOCAL_STORED.orgSecret);
  const guardInput: RouteGuardInput = {
    loggedIn: session.view.loggedIn,
    isOrgLogin: orgState.isOrgLogin,
    isIframe: orgState.config.isIframe === 1,
    storedOrg: orgState.isOrgLogin && storedOrgId ? { orgId: storedOrgId, secret: storedSecret ?? "" } : null,
    orgDefaultPage: orgState.isOrgLogin ? orgState.config.defaultPage : null,
  };
  // Read when the machine starts: the latest services and facts, not those of the first render.
  const starting = useRef({ services, guardInput });
  starting.current = { services, guardInput };
  const actor = useDeferredActor<typeof routeGuardMachine>({
    create: async () => {
      const { createRouteGuardActor } = await loadChunk(() => import("./route-guard-actor"));
      const current = starting.current;
      return createRouteGuardActor(
        {
          orgLogin: (query) => starting.current.services.orgLogin(query),
          loadRoute: (path) => starting.current.services.loadRoute(path),
          commitNavigation: (navigation) => starting.current.services.commitNavigation(navigation),
          updateOrgInfo: () => starting.current.services.updateOrgInfo(),
          reportChunkError: (path) => starting.current.services.reportChunkError(path),
        },
        current.guardInput,
      );
    },
  });
  sendToGuard.current = actor.send;
  const keepAlive = useDeferredSnapshot(actor)?.context.keepAlive ?? false;

  // The session restores from storage asynchronously; until then guarding a protected page would misjudge it.
  const { restoring } = session;
  const { loggedIn } = session.view;
  const { isOrgLogin } = session.view;
  // A guard not started yet reads them when it starts.
  useEffect(() => {
    if (actor.started) actor.send({ type: "SESSION.CHANGE", loggedIn, isOrgLogin });
  }, [actor, loggedIn, isOrgLogin]);

  // Every location change (links, guard redirects, back/forward) asks the guard; duplicates are ignored by it.
  // The first page shows as asked without the guard when the guard would not change it (no organisation link to
  // log in with, no redirect, no organisation's keep-alive): the page the server rendered stands as it is, and any
  // other first page is loaded and committed here, so a logged-in first visit needs no XState (decision 115). Then,
  // and at any other navigation, the guard loads and decides.
  const requested = normalizePath(location.pathname, location.search);
  // the first page, once shown without the guard; every later navigation asks the guard
  const shownWithoutGuard = useRef<string | null>(null);
  useEffect(() => {
    if (restoring) return;
    if (!actor.started && shownWithoutGuard.current === requested) return;
    const facts = starting.current.guardInput;
    if (actor.started || shownWithoutGuard.current !== null || !arrivesAsRequested(facts, requested)) {
      actor.send({ type: "NAV.REQUEST", path: requested });
      return;
    }
    if (initialPage?.path === requested) {
      shownWithoutGuard.current = requested;
      return;
    }
    if (facts.isOrgLogin) {
      actor.send({ type: "NAV.REQUEST", path: requested });
      return;
    }
    let current = true;
    const { pathname, search } = splitPath(requested);
    const name = routeNameOf(pathname) ?? "notFound";
    startScreenReads(name, api, new URLSearchParams(search));
    loadChunk(() => loadScreen(name)).then(
      () => {
        if (!current) return;
        // something started the guard meanwhile (a login, a session change): it decides this page too
        if (actor.started) {
          actor.send({ type: "NAV.REQUEST", path: requested });
          return;
        }
        shownWithoutGuard.current = requested;
        starting.current.services.commitNavigation({ to: requested, replace: false });
      },
      // the guard retries the chunk once and then reports it
      () => {
        if (current) actor.send({ type: "NAV.REQUEST", path: requested });
      },
    );
    return () => {
      current = false;
    };
  }, [actor, requested, restoring, initialPage, api]);

  // Scroll: remember the position of each history entry; back/forward restores it, other navigations start at top.
  const entryKey = location.key;
  useEffect(() => {
    const save = () => rememberScroll(entryKey, window.scrollY);
    window.addEventListener("scroll", save, { passive: true });
    return () => window.removeEventListener("scroll", save);
  }, [entryKey]);
  const committedPath = committed?.path;
  useEffect(() => {
    if (!committedPath) return;
    const saved = latest.current.navigationType === "POP" ? rememberedScroll(latest.current.location.key) : null;
    if (saved !== null && saved > 0) return restoreScroll(saved);
    window.scrollTo(0, 0);
    return undefined;
  }, [committedPath]);

  // Title of the page on screen.
  useEffect(() => {
    if (!committedPath) return;
    const match = matchRoute(splitPath(committedPath).pathname);
    const title = match ? routeTitle(match) : "";
    document.title = title ? `${title} - ${SITE_NAME}` : SITE_NAME;
  }, [committedPath]);

  const body = chunkError ? (
    <ErrorState
      title="页面加载失败"
      description="网络异常或版本已更新，请刷新页面后重试"
      onRetry={() => window.location.assign(chunkError)}
    />
  ) : committed ? (
    <RouteScreen
      page={committed}
      keepAlive={keepAlive}
      iframeOrg={orgState.isOrgLogin && orgState.config.isIframe === 1}
    />
  ) : null;
  return <>{children(committed, body)}</>;
}
