import type { RouteGuardInput } from "./route-guard.types";

/** The guard's input for an anonymous visitor outside any organisation: the tests' starting point. */
export const VISITOR_INPUT: RouteGuardInput = {
  loggedIn: false,
  isOrgLogin: false,
  isIframe: false,
  storedOrg: null,
  orgDefaultPage: null,
};
