import { CONTRACTS, type Contract } from "@taxlearn/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildHandlers } from "../app";
import { startTestServer, type TestServer } from "../testing/test-server";

// Every contract of the site is served: this is the one check that the server has a handler and a route for each.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const contracts = Object.values(CONTRACTS) as Contract[];
const samplePath = (contract: Contract) => contract.path.replace(/:(\w+)/g, "1");

describe("every contract is served", () => {
  it("has a handler for every contract, and no handler without a contract", () => {
    const handlers = buildHandlers(t.server) as Record<string, unknown>;
    expect(contracts.filter((c) => !(c.name in handlers)).map((c) => c.name)).toEqual([]);
    expect(Object.keys(handlers).filter((name) => !(name in CONTRACTS))).toEqual([]);
  });

  it("mounts a route for every contract", async () => {
    for (const contract of contracts) {
      const response = await t.app.request(samplePath(contract), { method: contract.method });
      expect(response.status, `${contract.method} ${contract.path}`).not.toBe(404);
    }
  });
});
