import { fullPath, guardRoute, orgLoginParams, parseQuery, type RouteQuery } from "@taxlearn/core";
import type { PendingNavigation, RouteGuardInput } from "./route-guard.types";

/** What the guard's decisions read: who is logged in, and the organisation stored. */
type GuardFacts = Pick<RouteGuardInput, "loggedIn" | "storedOrg" | "orgDefaultPage">;

/** A requested path (with its query string) as one path and one query. */
export function splitRequest(path: string, query?: RouteQuery): PendingNavigation {
  const [pathname = "/", search = ""] = path.split("?", 2);
  return { path: pathname, query: { ...parseQuery(search), ...query }, replace: false };
}

export const fullPathOf = (navigation: PendingNavigation): string => fullPath(navigation.path, navigation.query);

/** core's guardRoute for a navigation: a redirect (login, /home, /404) or the page itself. */
export const guardNavigation = (facts: GuardFacts, navigation: PendingNavigation) =>
  guardRoute({
    path: navigation.path,
    query: navigation.query,
    loggedIn: facts.loggedIn,
    orgDefaultPage: facts.orgDefaultPage,
  });

/** spec §4: org login params whose orgId or secret differ from the stored ones. */
export function orgLoginNeeded(facts: GuardFacts, query: RouteQuery): boolean {
  const params = orgLoginParams(query);
  if (params._tag === "Left") return false;
  return params.right.orgId !== facts.storedOrg?.orgId || params.right.secret !== facts.storedOrg?.secret;
}

/**
 * True when the guard would show `path` exactly as asked: no organisation login to run and no redirect. A page
 * the server rendered for such a path needs no guard until the learner moves on (decision 115).
 */
export function arrivesAsRequested(facts: GuardFacts, path: string): boolean {
  const navigation = splitRequest(path);
  return !orgLoginNeeded(facts, navigation.query) && guardNavigation(facts, navigation)._tag !== "redirect";
}
