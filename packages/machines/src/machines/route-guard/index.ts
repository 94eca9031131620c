export { connectRouteGuard } from "./route-guard.connect";
export { routeGuardMachine } from "./route-guard.machine";
export type {
  OrgLoginResult,
  PendingNavigation,
  RouteGuardContext,
  RouteGuardEvent,
  RouteGuardInput,
  RouteGuardView,
  StoredOrg,
} from "./route-guard.types";
