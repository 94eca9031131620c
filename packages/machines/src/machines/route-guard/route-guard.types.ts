import type { RouteQuery } from "@taxlearn/core";

export interface StoredOrg {
  orgId: string;
  secret: string;
}

export interface RouteGuardInput {
  loggedIn: boolean;
  isOrgLogin: boolean;
  /** the organisation config's iframe mode */
  isIframe: boolean;
  /** the organisation id and secret in storage */
  storedOrg: StoredOrg | null;
  /** the organisation's defaultPage ('1'..'7') */
  orgDefaultPage: string | null;
}

export interface PendingNavigation {
  path: string;
  query: RouteQuery;
  /** a guard redirect replaces the history entry */
  replace: boolean;
}

/** A navigation as asked for: `path` may carry its query string; `query` is merged over it. */
export interface NavigationRequest {
  path: string;
  query?: RouteQuery;
}

export interface RouteGuardContext extends RouteGuardInput {
  /** full path of the page on screen; null before the first navigation */
  current: string | null;
  pending: PendingNavigation | null;
  /** spec §4: keep-alive is off unless org-logged-in in iframe mode (and the route keeps alive) */
  keepAlive: boolean;
  /** spec §2: a failed lazy chunk re-navigates to the pending path once */
  chunkRetried: boolean;
  /** the latest navigation asked for during an organisation login; it is taken up once the login ends */
  queued: NavigationRequest | null;
}

/** What the `orgLogin` actor reports: the organisation now logged in, or null when it was not. */
export type OrgLoginResult = { orgId: string; secret: string; isIframe: boolean; defaultPage: string | null } | null;

export type RouteGuardEvent =
  /** `path` may carry its query string; `query` is merged over it */
  | { type: "NAV.REQUEST"; path: string; query?: RouteQuery }
  | { type: "SESSION.CHANGE"; loggedIn: boolean; isOrgLogin: boolean };

export interface RouteGuardView {
  current: string | null;
  navigating: boolean;
  keepAlive: boolean;
  navigate: (path: string, query?: RouteQuery) => void;
}
