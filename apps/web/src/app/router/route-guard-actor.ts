import type { RouteQuery } from "@taxlearn/core";
import { type OrgLoginResult, type RouteGuardInput, routeGuardMachine } from "@taxlearn/machines";
import { createActor, fromPromise } from "xstate";

/** What the route guard does to the world: organisation login, screen chunks, the router and the page. */
export interface RouteGuardServices {
  readonly orgLogin: (query: RouteQuery) => Promise<OrgLoginResult>;
  readonly loadRoute: (path: string) => Promise<void>;
  readonly commitNavigation: (navigation: { to: string; replace: boolean }) => void;
  readonly updateOrgInfo: () => void;
  readonly reportChunkError: (path: string) => void;
}

/** The route guard's actor, unstarted; its own chunk with XState, loaded at the first navigation (decision 115). */
export function createRouteGuardActor(services: RouteGuardServices, input: RouteGuardInput) {
  const machine = routeGuardMachine.provide({
    actors: {
      orgLogin: fromPromise(({ input: { query } }) => services.orgLogin(query)),
      loadRoute: fromPromise(({ input: { path } }) => services.loadRoute(path)),
    },
    actions: {
      commitNavigation: (_, navigation) => services.commitNavigation(navigation),
      updateOrgInfo: () => services.updateOrgInfo(),
      reportChunkError: (_, { path }) => services.reportChunkError(path),
    },
  });
  return createActor(machine, { input });
}
