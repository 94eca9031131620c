import { defineContract, EmptyRequest } from "@taxlearn/api";
import { Schema } from "effect";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Session } from "../server-context";
import { startTestServer, type TestServer } from "../testing/test-server";
import { type AppEnv, type Handler, type HandlersFor, mountContracts } from "./mount-contracts";
import { ok } from "./outcome";

// A handler of an `auth: "required"` contract reads `request.session.userId` with no assertion: the router refuses
// the call without a session, and the handler's type says so. The type checks are the `satisfies` and
// `@ts-expect-error` lines below (the package's tsc covers tests); the runtime checks show the router keeps its side.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const Who = Schema.Struct({ userId: Schema.NullOr(Schema.Number) });

const exampleSignedIn = defineContract({
  name: "exampleSignedIn",
  method: "GET",
  path: "/api/example/signed-in",
  request: EmptyRequest,
  data: Who,
  auth: "required",
  summary: "A call only a signed-in learner may make.",
});

const exampleOptional = defineContract({
  name: "exampleOptional",
  method: "GET",
  path: "/api/example/optional",
  request: EmptyRequest,
  data: Who,
  auth: "optional",
  summary: "A call anyone may make, answered for the learner when signed in.",
});

const signedIn: Handler<typeof exampleSignedIn> = async (_input, request) =>
  ok({ userId: request.session.userId satisfies number });

const optional: Handler<typeof exampleOptional> = async (_input, request) => {
  // @ts-expect-error an optional call may come without a session
  const unchecked: Session = request.session;
  return ok({ userId: unchecked?.userId ?? null });
};

const contracts = { exampleSignedIn, exampleOptional };

const mount = () => {
  const app = new Hono<AppEnv>();
  const handlers: HandlersFor<typeof contracts> = { exampleSignedIn: signedIn, exampleOptional: optional };
  mountContracts(app, contracts, handlers, t.server, {
    cached: new Set(),
    resolveSession: async (token) => (token === "good" ? { userId: 7, orgId: null, tokenHash: "h" } : null),
  });
  return app;
};

const envelope = async (response: Response) => (await response.json()) as { status: number; data: unknown };

describe("the request a handler receives", () => {
  it("reaches a signed-in call's handler only with a session", async () => {
    const app = mount();
    expect(await envelope(await app.request("/api/example/signed-in"))).toMatchObject({ status: 401, data: null });
    const bad = await app.request("/api/example/signed-in", { headers: { authorization: "Bearer stale" } });
    expect(await envelope(bad)).toMatchObject({ status: 401, data: null });
    const good = await app.request("/api/example/signed-in", { headers: { authorization: "Bearer good" } });
    expect(await envelope(good)).toMatchObject({ status: 200, data: { userId: 7 } });
  });

  it("reaches an optional call's handler with or without a session", async () => {
    const app = mount();
    expect(await envelope(await app.request("/api/example/optional"))).toMatchObject({
      status: 200,
      data: { userId: null },
    });
    const good = await app.request("/api/example/optional", { headers: { authorization: "Bearer good" } });
    expect(await envelope(good)).toMatchObject({ status: 200, data: { userId: 7 } });
  });
});
