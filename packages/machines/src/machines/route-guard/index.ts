export { connectRouteGuard } from "./route-guard.connect";
export { routeGuardMachine } from "./route-guard.machine";
export { arrivesAsRequested } from "./route-guard.rules";
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
