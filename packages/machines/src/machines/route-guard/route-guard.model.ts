import { fullPath, guardRoute, parseQuery } from "@taxlearn/core";
import { type MachineModel, stableJson } from "../../testing/model";
import { routeGuardMachine } from "./route-guard.machine";
import type { NavigationRequest } from "./route-guard.types";

interface RouterWorld {
  commits: { to: string; replace: boolean }[];
  chunkErrors: string[];
  checkedCommits: number;
  /** the request waiting for the organisation login, as the previous step left it */
  queued: NavigationRequest | null;
}

/** A request's full path, its own query string merged with `query`. */
function askedFor(request: NavigationRequest): string {
  const [path = "/", search = ""] = request.path.split("?", 2);
  return fullPath(path, { ...parseQuery(search), ...request.query });
}

export const routeGuardModel: MachineModel<typeof routeGuardMachine, RouterWorld> = {
  name: "routeGuardMachine",
  machine: routeGuardMachine,
  inputs: [
    { loggedIn: false, isOrgLogin: false, isIframe: false, storedOrg: null, orgDefaultPage: null },
    { loggedIn: true, isOrgLogin: true, isIframe: true, storedOrg: { orgId: "7", secret: "s+1" }, orgDefaultPage: "2" },
  ],
  events: [
    { type: "NAV.REQUEST", path: "/course/list" },
    { type: "NAV.REQUEST", path: "/center/order?page=2" },
    { type: "NAV.REQUEST", path: "/login" },
    { type: "NAV.REQUEST", path: "/no-such-page" },
    { type: "NAV.REQUEST", path: "/home", query: { orgId: "7", content: "c", secret: "s 1" } },
    { type: "NAV.REQUEST", path: "/home", query: { orgId: "8", content: "c", secret: "s 2" } },
    { type: "SESSION.CHANGE", loggedIn: true, isOrgLogin: false },
    { type: "xstate.done.actor.orgLogin", output: { orgId: "8", secret: "s+2", isIframe: true, defaultPage: "2" } },
    { type: "xstate.done.actor.orgLogin", output: null },
    { type: "xstate.error.actor.orgLogin", error: { msg: "network" } },
    { type: "xstate.done.actor.loadRoute" },
    { type: "xstate.error.actor.loadRoute", error: { code: "CSS_CHUNK_LOAD_FAILED" } },
  ],
  // Graph identity: the state and what decides the next step, not which page exactly is on screen.
  serializeState: (snapshot) => {
    const { loggedIn, isOrgLogin, keepAlive, chunkRetried, pending, current, storedOrg, queued } = snapshot.context;
    return stableJson({
      value: snapshot.value,
      loggedIn,
      isOrgLogin,
      keepAlive,
      chunkRetried,
      pending: pending?.path ?? null,
      queued: queued?.path ?? null,
      onPage: current !== null,
      orgId: storedOrg?.orgId ?? null,
    });
  },
  // a click can come at any moment: a navigation request is tried in every state
  probeEvents: [{ type: "NAV.REQUEST", path: "/course/list" }],
  simplePaths: false,
  fakes: (doubles) => {
    const world: RouterWorld = { commits: [], chunkErrors: [], checkedCommits: 0, queued: null };
    return {
      implementations: {
        actors: { orgLogin: doubles.actor("orgLogin"), loadRoute: doubles.actor("loadRoute") },
        actions: {
          commitNavigation: (_: unknown, params: { to: string; replace: boolean }) => void world.commits.push(params),
          updateOrgInfo: () => {},
          reportChunkError: (_: unknown, params: { path: string }) => void world.chunkErrors.push(params.path),
        },
      },
      world,
    };
  },
  invariants: (snapshot, world, doubles, { event }) => {
    const { context } = snapshot;
    const broken: string[] = [];
    // a navigation asked for during an organisation login waits, the latest one …
    if (event?.type === "NAV.REQUEST" && snapshot.matches("orgLoggingIn")) {
      const asked = askedFor(event as unknown as NavigationRequest);
      const known = [context.current, context.pending && fullPath(context.pending.path, context.pending.query)];
      if (!known.includes(asked) && (context.queued === null || askedFor(context.queued) !== asked))
        broken.push(`${asked}, asked for during the organisation login, was dropped`);
    }
    // … and is taken up when the login ends: loaded (or redirected by the guard), or already on screen
    if (event?.type.endsWith(".actor.orgLogin") && world.queued) {
      const asked = askedFor(world.queued);
      const { pending, current } = context;
      const takenUp = pending ? pending.replace || fullPath(pending.path, pending.query) === asked : current === asked;
      if (!takenUp || context.queued !== null)
        broken.push(`${asked}, asked for during the organisation login, was lost`);
    }
    world.queued = context.queued;
    // every page committed in this step is one the guard allows as things stand (unknown → /404 applied,
    // protected pages only when logged in, /login never while logged in)
    for (const commit of world.commits.slice(world.checkedCommits)) {
      const verdict = guardRoute({
        path: commit.to,
        loggedIn: context.loggedIn,
        orgDefaultPage: context.orgDefaultPage,
      });
      if (verdict._tag === "redirect")
        broken.push(`committed ${commit.to}, which the guard redirects to ${verdict.to}`);
    }
    world.checkedCommits = world.commits.length;
    if (context.keepAlive && !(context.isOrgLogin && context.isIframe))
      broken.push("keep-alive outside org iframe mode");
    // spec §2: a failed chunk is loaded once more before the failure is reported
    const loads = doubles.callsOf("loadRoute").map((call) => (call.input as { path: string }).path);
    for (const path of new Set(world.chunkErrors)) {
      const reported = world.chunkErrors.filter((error) => error === path).length;
      if (loads.filter((load) => load === path).length < reported * 2) broken.push(`${path} reported without a retry`);
    }
    return broken;
  },
};
