import type { SnapshotFrom } from "xstate";
import type { routeGuardMachine } from "./route-guard.machine";
import type { RouteGuardEvent, RouteGuardView } from "./route-guard.types";

export function connectRouteGuard(
  snapshot: SnapshotFrom<typeof routeGuardMachine>,
  send: (event: RouteGuardEvent) => void,
): RouteGuardView {
  return {
    current: snapshot.context.current,
    navigating: !snapshot.matches("idle"),
    keepAlive: snapshot.context.keepAlive,
    navigate: (path, query) => send(query ? { type: "NAV.REQUEST", path, query } : { type: "NAV.REQUEST", path }),
  };
}
