import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { settle } from "../../testing/replay";
import { connectRouteGuard } from "./route-guard.connect";
import { VISITOR_INPUT } from "./route-guard.inputs";
import { routeGuardMachine } from "./route-guard.machine";
import type { OrgLoginResult, RouteGuardInput } from "./route-guard.types";

const visitor = VISITOR_INPUT;

function start(
  input: RouteGuardInput,
  options: { chunkFailures?: number; org?: OrgLoginResult; orgAnswer?: Promise<OrgLoginResult> } = {},
) {
  const world = {
    commits: [] as { to: string; replace: boolean }[],
    loads: [] as string[],
    orgLogins: 0,
    chunkErrors: [] as string[],
  };
  let failures = options.chunkFailures ?? 0;
  const machine = routeGuardMachine.provide({
    actors: {
      loadRoute: fromPromise(async ({ input }: { input: { path: string } }) => {
        world.loads.push(input.path);
        if (failures-- > 0) throw new Error("chunk");
      }),
      orgLogin: fromPromise(async () => {
        world.orgLogins++;
        return options.orgAnswer ?? options.org ?? null;
      }),
    },
    actions: {
      commitNavigation: (_: unknown, params: { to: string; replace: boolean }) => void world.commits.push(params),
      updateOrgInfo: () => {},
      reportChunkError: (_: unknown, params: { path: string }) => void world.chunkErrors.push(params.path),
    },
  });
  const actor = createActor(machine, { input }).start();
  const go = async (path: string) => {
    actor.send({ type: "NAV.REQUEST", path });
    await settle();
  };
  return { actor, world, go, view: () => connectRouteGuard(actor.getSnapshot(), actor.send) };
}

describe("routeGuardMachine", () => {
  it("sends a visitor from a protected page to /login with the full path to return to", async () => {
    const { go, world } = start(visitor);
    await go("/center/order?page=2");
    expect(world.commits).toEqual([{ to: "/login?redirect=%2Fcenter%2Forder%3Fpage%3D2", replace: true }]);
  });

  it("sends a logged-in learner from /login to /home, and unknown paths to /404", async () => {
    const { go, world } = start({ ...visitor, loggedIn: true });
    await go("/login");
    await go("/nowhere");
    expect(world.commits.map((commit) => commit.to)).toEqual(["/home", "/404"]);
  });

  it("ignores a duplicate navigation", async () => {
    const { go, world } = start(visitor);
    await go("/course/list");
    await go("/course/list");
    expect(world.loads).toEqual(["/course/list"]);
    expect(world.commits).toHaveLength(1);
  });

  it("re-navigates once to the pending path when its chunk fails, then reports", async () => {
    const once = start(visitor, { chunkFailures: 1 });
    await once.go("/policy");
    expect(once.world).toMatchObject({ loads: ["/policy", "/policy"], chunkErrors: [] });
    expect(once.view().current).toBe("/policy");
    const twice = start(visitor, { chunkFailures: 2 });
    await twice.go("/policy");
    expect(twice.world).toMatchObject({ loads: ["/policy", "/policy"], chunkErrors: ["/policy"], commits: [] });
  });

  it("runs an organisation login when the URL's orgId or secret differ from the stored ones", async () => {
    const org = { orgId: "8", secret: "s+2", isIframe: true, defaultPage: "2" };
    const { go, world, actor } = start({ ...visitor, storedOrg: { orgId: "7", secret: "s+1" } }, { org });
    await go("/home?orgId=7&content=c&secret=s%2B1");
    expect(world.orgLogins).toBe(0);
    await go("/course/list?orgId=8&content=c&secret=s%2B2");
    expect(world.orgLogins).toBe(1);
    expect(actor.getSnapshot().context).toMatchObject({ storedOrg: { orgId: "8", secret: "s+2" }, isOrgLogin: true });
  });

  it("a navigation asked for during an organisation login is not lost: the latest is taken up after it", async () => {
    let answer: (result: OrgLoginResult) => void = () => {};
    const orgAnswer = new Promise<OrgLoginResult>((resolve) => (answer = resolve));
    const { go, world, view } = start(visitor, { orgAnswer });
    await go("/home?orgId=8&content=c&secret=s%2B2");
    expect(view().navigating).toBe(true);
    await go("/course/list");
    await go("/center/order?page=2");
    expect(world.commits).toEqual([]);
    answer({ orgId: "8", secret: "s+2", isIframe: false, defaultPage: "2" });
    await settle();
    await settle();
    // logged in by the organisation login, so the protected page is allowed
    expect(world.commits).toEqual([{ to: "/center/order?page=2", replace: false }]);
    expect(world.loads).toEqual(["/center/order"]);
    expect(view()).toMatchObject({ current: "/center/order?page=2", navigating: false });
  });

  it("a repeat of the organisation login's own navigation during it is ignored, not queued", async () => {
    let answer: (result: OrgLoginResult) => void = () => {};
    const orgAnswer = new Promise<OrgLoginResult>((resolve) => (answer = resolve));
    const { go, world, view } = start(visitor, { orgAnswer });
    await go("/course/list");
    await go("/home?orgId=8&content=c&secret=s%2B2");
    await go("/home?orgId=8&content=c&secret=s%2B2");
    answer(null);
    await settle();
    await settle();
    expect(world.orgLogins).toBe(1);
    expect(view().current).toBe("/home?orgId=8&content=c&secret=s%2B2");
  });

  it("keeps pages alive only when org-logged-in in iframe mode", async () => {
    const plain = start({ ...visitor, loggedIn: true });
    await plain.go("/course/list");
    expect(plain.view().keepAlive).toBe(false);
    const embedded = start({ ...visitor, loggedIn: true, isOrgLogin: true, isIframe: true });
    await embedded.go("/course/list");
    expect(embedded.view().keepAlive).toBe(true);
  });
});
