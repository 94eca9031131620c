export { connectRouteGuard } from "./route-guard.connect";
export { routeGuardMachine } from "./route-guard.machine";
export type {
  NavigationRequest,
  OrgLoginResult,
  PendingNavigation,
  RouteGuardContext,
  RouteGuardEvent,
  RouteGuardInput,
  RouteGuardView,
  StoredOrg,
} from "./route-guard.types";
