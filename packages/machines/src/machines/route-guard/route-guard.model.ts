import { guardRoute } from "@taxlearn/core";
import { type MachineModel, stableJson } from "../../testing/model";
import { routeGuardMachine } from "./route-guard.machine";

interface RouterWorld {
  commits: { to: string; replace: boolean }[];
  chunkErrors: string[];
  checkedCommits: number;
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
    const { loggedIn, isOrgLogin, keepAlive, chunkRetried, pending, current, storedOrg } = snapshot.context;
    return stableJson({
      value: snapshot.value,
      loggedIn,
      isOrgLogin,
      keepAlive,
      chunkRetried,
      pending: pending?.path ?? null,
      onPage: current !== null,
      orgId: storedOrg?.orgId ?? null,
    });
  },
  simplePaths: false,
  fakes: (doubles) => {
    const world: RouterWorld = { commits: [], chunkErrors: [], checkedCommits: 0 };
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
  invariants: (snapshot, world, doubles) => {
    const { context } = snapshot;
    const broken: string[] = [];
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
