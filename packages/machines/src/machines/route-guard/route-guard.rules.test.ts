import { fullPath, type RouteQuery } from "@taxlearn/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { settle } from "../../testing/replay";
import { VISITOR_INPUT } from "./route-guard.inputs";
import { routeGuardMachine } from "./route-guard.machine";
import { arrivesAsRequested, splitRequest } from "./route-guard.rules";
import type { OrgLoginResult, RouteGuardInput } from "./route-guard.types";

// Public and protected pages, /login, an unknown path, and organisation links matching the stored org or not.
const PATHS = [
  "/home",
  "/course/list",
  "/course/details?id=1001",
  "/policy/details?id=2002",
  "/casebook/details?id=3021",
  "/center/order?page=2",
  "/vip",
  "/login",
  "/login?redirect=%2Fhome",
  "/nowhere",
  "/",
  "/home?orgId=7&content=c&secret=s",
  "/course/list?orgId=7&content=c&secret=other",
  "/home?orgId=7&secret=s",
] as const;

const facts = fc.record<RouteGuardInput>({
  loggedIn: fc.boolean(),
  isOrgLogin: fc.boolean(),
  isIframe: fc.boolean(),
  storedOrg: fc.option(fc.constant({ orgId: "7", secret: "s" }), { nil: null }),
  orgDefaultPage: fc.option(fc.constantFrom("1", "2", "5", "7"), { nil: null }),
});

/** What a fresh guard does with its first navigation: its commits, and whether it ran an organisation login. */
async function firstNavigation(input: RouteGuardInput, path: string) {
  const commits: { to: string; replace: boolean }[] = [];
  let orgLogins = 0;
  const machine = routeGuardMachine.provide({
    actors: {
      loadRoute: fromPromise<void, { path: string }>(async () => undefined),
      orgLogin: fromPromise<OrgLoginResult, { query: RouteQuery }>(async () => {
        orgLogins++;
        return null;
      }),
    },
    actions: {
      commitNavigation: (_: unknown, params: { to: string; replace: boolean }) => void commits.push(params),
      updateOrgInfo: () => {},
      reportChunkError: () => {},
    },
  });
  const actor = createActor(machine, { input }).start();
  actor.send({ type: "NAV.REQUEST", path });
  await settle();
  actor.stop();
  return { commits, orgLogins };
}

describe("arrivesAsRequested", () => {
  it("is true exactly when the guard's first navigation shows the page as asked, without an organisation login", async () => {
    await fc.assert(
      fc.asyncProperty(facts, fc.constantFrom(...PATHS), async (input, path) => {
        const { commits, orgLogins } = await firstNavigation(input, path);
        const request = splitRequest(path);
        const asAsked = orgLogins === 0 && commits.length === 1 && commits[0]?.replace === false;
        expect(asAsked && commits[0]?.to === fullPath(request.path, request.query)).toBe(
          arrivesAsRequested(input, path),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("lets a visitor's public page stand, and not a protected page, /login while logged in, or a new org link", () => {
    const visitor = VISITOR_INPUT;
    expect(arrivesAsRequested(visitor, "/home")).toBe(true);
    expect(arrivesAsRequested(visitor, "/policy/details?id=2002")).toBe(true);
    expect(arrivesAsRequested(visitor, "/center/order")).toBe(false);
    expect(arrivesAsRequested({ ...visitor, loggedIn: true }, "/login")).toBe(false);
    expect(arrivesAsRequested(visitor, "/home?orgId=7&content=c&secret=s")).toBe(false);
  });
});
