import { loginRedirectPath, matchRoute, routeTitle } from "@taxlearn/core";
import { connectRouteGuard, type Notice, type RouteGuardEvent, routeGuardMachine } from "@taxlearn/machines";
import { ErrorState, useToast } from "@taxlearn/ui";
import { useActorRef, useSelector } from "@xstate/react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigationType } from "react-router";
import { fromPromise } from "xstate";
import { useServices } from "../../lib/api/app-services";
import { useOrg } from "../../lib/org/org-provider";
import { fetchOrgSessionInfo } from "../../lib/org/org-session-info";
import { type KnownProfile, useSession } from "../../lib/session/session-provider";
import { LOCAL_STORED, readStored } from "../../lib/storage/stored-values";
import { loadChunk } from "../chunk-retry";
import { pendingEnrolment } from "../org/pending-enrolment";
import { normalizePath, splitPath } from "./normalize-path";
import { RouteScreen } from "./route-screen";
import { loadScreen, routeNameOf } from "./screens";
import { rememberedScroll, rememberScroll, restoreScroll } from "./scroll-memory";

export const SITE_NAME = "财税学习平台";

interface CommittedPage {
  /** normalised path with query */
  readonly path: string;
  readonly name: string;
}

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
  const machine = useMemo(
    () =>
      routeGuardMachine.provide({
        actors: {
          orgLogin: fromPromise(async ({ input }) => {
            const { session: currentSession, org: currentOrg, toast: currentToast } = latest.current;
            currentOrg.setLastFailure(null);
            const notify = (notice: Notice) => {
              currentToast.show({ message: notice.message, type: notice.kind });
              if (notice.kind === "error") currentOrg.setLastFailure(notice.message);
            };
            orgProfile.current = undefined;
            // its own chunk: only an organisation's link (orgId and secret in the query) logs in here
            const { runOrgLogin } = await import("../org/run-org-login");
            const result = await runOrgLogin(input.query, {
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
          }),
          loadRoute: fromPromise(async ({ input }) => {
            const name = routeNameOf(input.path);
            if (name) await loadChunk(() => loadScreen(name));
          }),
        },
        actions: {
          commitNavigation: (_, { to, replace }) => {
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
          reportChunkError: (_, { path }) => setChunkError(path),
        },
      }),
    [api, storage],
  );

  const orgState = org.state;
  const storedOrgId = readStored(storage, LOCAL_STORED.orgId);
  const storedSecret = readStored(storage, LOCAL_STORED.orgSecret);
  const actor = useActorRef(machine, {
    input: {
      loggedIn: session.view.loggedIn,
      isOrgLogin: orgState.isOrgLogin,
      isIframe: orgState.config.isIframe === 1,
      storedOrg: orgState.isOrgLogin && storedOrgId ? { orgId: storedOrgId, secret: storedSecret ?? "" } : null,
      orgDefaultPage: orgState.isOrgLogin ? orgState.config.defaultPage : null,
    },
  });
  sendToGuard.current = actor.send;
  const guard = useSelector(actor, (snapshot) => connectRouteGuard(snapshot, actor.send));

  // The session restores from storage asynchronously; until then guarding a protected page would misjudge it.
  const { restoring } = session;
  const { loggedIn } = session.view;
  const { isOrgLogin } = session.view;
  useEffect(() => {
    actor.send({ type: "SESSION.CHANGE", loggedIn, isOrgLogin });
  }, [actor, loggedIn, isOrgLogin]);

  // Every location change (links, guard redirects, back/forward) asks the guard; duplicates are ignored by it.
  const requested = normalizePath(location.pathname, location.search);
  useEffect(() => {
    if (!restoring) actor.send({ type: "NAV.REQUEST", path: requested });
  }, [actor, requested, restoring]);

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
      keepAlive={guard.keepAlive}
      iframeOrg={orgState.isOrgLogin && orgState.config.isIframe === 1}
    />
  ) : null;
  return <>{children(committed, body)}</>;
}

export type { CommittedPage };
