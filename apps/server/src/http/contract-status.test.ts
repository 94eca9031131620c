import { API_MESSAGES, CONTRACTS, type Contract, createApiClient, defineContract, EmptyRequest } from "@taxlearn/api";
import { Schema } from "effect";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildHandlers } from "../app";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../testing/test-server";
import { type AppEnv, type HandlersFor, mountContracts } from "./mount-contracts";
import { fail } from "./outcome";

// Every contract says whether it is served or planned; this is the one check that the server agrees.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const contracts = Object.values(CONTRACTS) as Contract[];
const served = contracts.filter((c) => c.status === "served");
const planned = contracts.filter((c) => c.status === "planned");
const samplePath = (contract: Contract) => contract.path.replace(/:(\w+)/g, "1");

/** A planned contract of this test's own, so these checks keep working when every real contract is served. */
const examplePlanned = defineContract({
  name: "examplePlanned",
  method: "GET",
  path: "/api/example/planned",
  request: EmptyRequest,
  data: Schema.Struct({ available: Schema.Boolean }),
  auth: "required",
  status: "planned",
  summary: "A contract of the site map not built yet.",
});

describe("served and planned contracts", () => {
  it("has a handler for every served contract and none for a planned one", () => {
    const handlers = buildHandlers(t.server) as Record<string, unknown>;
    expect(served.filter((c) => !(c.name in handlers)).map((c) => c.name)).toEqual([]);
    expect(planned.filter((c) => c.name in handlers).map((c) => c.name)).toEqual([]);
    expect(Object.keys(handlers).filter((name) => !(name in CONTRACTS))).toEqual([]);
  });

  it("mounts a route for every served contract", async () => {
    for (const contract of served) {
      const response = await t.app.request(samplePath(contract), { method: contract.method });
      expect(response.status, `${contract.method} ${contract.path}`).not.toBe(404);
    }
  });

  it("answers every planned contract with 501 该栏目暂未开放 in an HTTP 200 envelope, logged in or not, never 接口不存在", async () => {
    const token = await loginAs(t.app, DEMO.plain);
    for (const contract of planned) {
      for (const options of [{}, { token }]) {
        const { http, body } = await call(t.app, contract.method, samplePath(contract), options);
        expect({ route: `${contract.method} ${contract.path}`, http, body }).toEqual({
          route: `${contract.method} ${contract.path}`,
          http: 200,
          body: { status: 501, success: false, msg: API_MESSAGES.planned, data: null },
        });
      }
    }
  });

  it("takes no handler for a planned contract: a type error, and a refusal at mount time", () => {
    const { liveList } = CONTRACTS;
    expect([liveList.status, examplePlanned.status]).toEqual(["served", "planned"]);
    const live: HandlersFor<{ liveList: typeof liveList; examplePlanned: typeof examplePlanned }> = {
      liveList: async () => fail(404, "内容不存在"),
      // @ts-expect-error a planned contract takes no handler; a built feature marks its contract served
      examplePlanned: async () => fail(404, "内容不存在"),
    };
    const mount = () =>
      mountContracts(new Hono<AppEnv>(), { liveList, examplePlanned }, live, t.server, {
        cached: new Set(),
        resolveSession: async () => null,
      });
    expect(mount).toThrow(/examplePlanned/);
  });

  it("hands the planned message to the shared client as a business failure, without logging out", async () => {
    const app = new Hono<AppEnv>();
    mountContracts(app, { examplePlanned }, {}, t.server, { cached: new Set(), resolveSession: async () => null });
    let unauthorized = 0;
    const api = createApiClient({
      baseUrl: "http://localhost",
      storage: { getItem: () => null },
      onUnauthorized: () => {
        unauthorized += 1;
      },
      fetch: (input, init) => Promise.resolve(app.request(String(input), init)),
    });
    const result = await api.call(examplePlanned, {});
    expect(result).toEqual({ status: 501, success: false, msg: "该栏目暂未开放", data: null });
    expect(unauthorized).toBe(0);
  });
});
