import type { SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planWithoutSeqScans } from "../../../testing/query-plan";
import { startTestServer, type TestServer } from "../../../testing/test-server";
import { bookingCountQuery, consoleLivePage } from "./lives-console.repo";

let t: TestServer;
beforeAll(async () => {
  // the plans only depend on the schema, so the tables stay empty
  t = await startTestServer({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const planOf = (query: { getSQL(): SQL }) => planWithoutSeqScans(t.server.db, query);

describe("the console's live list reads indexes", () => {
  it("the whole list walks live_sessions_start_idx backwards, without a sort", async () => {
    const plan = await planOf(consoleLivePage(t.server.db, "", null, 3, 10));
    expect(plan).toMatch(/Index Scan Backward using live_sessions_start_idx/);
    expect(plan).not.toMatch(/\bSeq Scan\b/);
  });

  it("a status filter uses live_sessions_status_start_idx", async () => {
    const plan = await planOf(consoleLivePage(t.server.db, "", "notStarted", 1, 10));
    expect(plan).toContain("live_sessions_status_start_idx");
    expect(plan).not.toMatch(/\bSeq Scan\b/);
  });

  it("bookings are counted through live_bookings_live_idx", async () => {
    const plan = await planOf(bookingCountQuery(t.server.db, [7001, 7002]));
    expect(plan).toContain("live_bookings_live_idx");
    expect(plan).not.toMatch(/\bSeq Scan\b/);
  });
});
