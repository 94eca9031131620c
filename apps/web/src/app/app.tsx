import { lightThemeClass, UiProvider } from "@taxlearn/ui";
import { lazy, type ReactNode, StrictMode, Suspense, useEffect, useMemo, useRef } from "react";
import { BrowserRouter, useLocation } from "react-router";
import { RouterLinks } from "../components/router-links";
import { type AppServices, AppServicesProvider, useServices } from "../lib/api/app-services";
import { OrgProvider, useOrg } from "../lib/org/org-provider";
import { type InitialSession, SessionProvider, useSession } from "../lib/session/session-provider";
import { useUnreadCountPolling } from "../lib/session/unread-count-polling";
import { type Prefetch, PrefetchProvider } from "../lib/ssr/prefetched-data";
import { browserLocalStorage } from "../lib/storage/browser-storage";
import { isCentrePath } from "./centre/centre-path";
import { centreFrame } from "./centre/lazy-centre-frame";
import { PageFrame } from "./frame/page-frame";
import { StorageAccessBar } from "./frame/storage-access-bar";
import { pendingEnrolment } from "./org/pending-enrolment-ticket";
import type { CommittedPage } from "./router/committed-page";
import { GuardedRoutes } from "./router/guarded-routes";
import { lazyApiClient } from "./services/lazy-api-client";
import { clickTarget, createTracker } from "./tracking/tracking";

/** Finishes a company-only organisation link after the login (its own chunk: only a visit holding its ticket). */
const PendingEnrolment = lazy(() =>
  import("./org/pending-enrolment").then((module) => ({ default: module.PendingEnrolment })),
);

function PendingEnrolmentIfAny() {
  const { storage } = useServices();
  const { view, restoring } = useSession();
  // read when the session settles or changes (the ticket is stored before the learner logs in); once loaded it
  // stays, so a login it is finishing (the ticket already gone) is not cut short
  const loaded = useRef(false);
  loaded.current ||= !restoring && view.loggedIn && pendingEnrolment(storage) !== null;
  return loaded.current ? (
    <Suspense fallback={null}>
      <PendingEnrolment />
    </Suspense>
  ) : null;
}

/** The operator console: its own route tree and chunk, never loaded by the learner's pages (features/admin). */
const AdminConsole = lazy(() => import("../features/admin/admin-console"));

/** One handler slot: the API client is created before the session that handles its 401s. */
const unauthorizedHandler: { current: () => void } = { current: () => undefined };

function createBrowserServices(): AppServices {
  // memory where the browser blocks storage (a partner's iframe, decision 071)
  const storage = browserLocalStorage();
  const api = lazyApiClient({
    baseUrl: window.location.origin,
    storage,
    onUnauthorized: () => unauthorizedHandler.current(),
  });
  return { api, storage };
}

/**
 * Connects the client's 401 signal to the session (spec §4) and keeps org state in step with logouts (a restored
 * token is checked by the session itself).
 */
function SessionBridges() {
  const session = useSession();
  const org = useOrg();
  unauthorizedHandler.current = session.unauthorized;
  useUnreadCountPolling();
  const { loggedIn } = session.view;
  const { refresh } = org;
  useEffect(() => {
    if (!loggedIn) refresh();
  }, [loggedIn, refresh]);
  return null;
}

/** Page views on every committed page, clicks on links and buttons (spec §7 tracking). */
function useTracking(path: string | null) {
  const { api, storage } = useServices();
  const tracker = useMemo(() => createTracker(api, storage), [api, storage]);
  const location = useLocation();
  const currentPath = useRef(location.pathname);
  currentPath.current = location.pathname;
  useEffect(() => {
    if (path) tracker.pageView(path, document.title);
  }, [path, tracker]);
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = clickTarget(event.target);
      if (target) tracker.click({ path: currentPath.current, ...target });
    };
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, [tracker]);
}

function FramedPage({ path, body }: { path: string | null; body: React.ReactNode }) {
  useTracking(path);
  // every /center/* screen, whichever feature registers it, sits in the learner-centre layout (spec §2)
  const pathname = path?.split("?")[0] ?? "";
  const CentreFrame = centreFrame();
  return (
    <PageFrame path={path}>
      {isCentrePath(pathname) ? (
        <Suspense fallback={null}>
          <CentreFrame pathname={pathname}>{body}</CentreFrame>
        </Suspense>
      ) : (
        body
      )}
    </PageFrame>
  );
}

/** /admin/* is the operator console (its own tree, no learner frame); every other path is the learner's site. */
function SiteOrConsole({ initialPage }: { initialPage: CommittedPage | null }) {
  const { pathname } = useLocation();
  if (pathname === "/admin" || pathname.startsWith("/admin/")) {
    return (
      <Suspense fallback={null}>
        <AdminConsole />
      </Suspense>
    );
  }
  return (
    <GuardedRoutes initialPage={initialPage}>
      {(page, body) => <FramedPage path={page?.path ?? null} body={body} />}
    </GuardedRoutes>
  );
}

export interface AppTreeProps {
  readonly services: AppServices;
  /** the router around the tree: the browser's history, or the server's one location */
  readonly router: (tree: ReactNode) => ReactNode;
  /** a server-rendered page: its route (screen loaded) and the reads its hooks made (decision 095) */
  readonly initialPage?: CommittedPage | null;
  readonly prefetch?: Prefetch | null;
  /** a learner's own page drawn on the server: the login it was drawn with (decision 128) */
  readonly initialSession?: InitialSession | null;
}

/** Marks the document once the site is interactive (hydrated or rendered): the e2e specs wait for it. */
function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/** The whole site, the same on the server (entry-server.tsx) and in the browser. */
export function AppTree({
  services,
  router,
  initialPage = null,
  prefetch = null,
  initialSession = null,
}: AppTreeProps) {
  return (
    <StrictMode>
      <div className={lightThemeClass}>
        <UiProvider>
          {router(
            <RouterLinks>
              <PrefetchProvider prefetch={prefetch}>
                <AppServicesProvider services={services}>
                  <OrgProvider>
                    <SessionProvider initial={initialSession}>
                      <SessionBridges />
                      <InteractiveMark />
                      <PendingEnrolmentIfAny />
                      <StorageAccessBar />
                      <SiteOrConsole initialPage={initialPage} />
                    </SessionProvider>
                  </OrgProvider>
                </AppServicesProvider>
              </PrefetchProvider>
            </RouterLinks>,
          )}
        </UiProvider>
      </div>
    </StrictMode>
  );
}

const browserRouter = (tree: ReactNode) => <BrowserRouter>{tree}</BrowserRouter>;

export function App({
  initialPage = null,
  prefetch = null,
  initialSession = null,
}: Pick<AppTreeProps, "initialPage" | "prefetch" | "initialSession">) {
  const services = useMemo(createBrowserServices, []);
  return (
    <AppTree
      services={services}
      router={browserRouter}
      initialPage={initialPage}
      prefetch={prefetch}
      initialSession={initialSession}
    />
  );
}
