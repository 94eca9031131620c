import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveSessions } from "../../db/schema";
import { startTestServer, type TestServer } from "../../testing/test-server";

// A session's status changes where its stream arrives (the process running the ingest); a learner's page may be
// served by any process. Status events travel on the status bus: in process on PGlite, NOTIFY on PostgreSQL.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** Puts a seeded session 直播中 with no publisher anywhere, as a crashed ingest leaves it. */
async function leftLive(server: TestServer, liveId: number): Promise<void> {
  await server.server.db.update(liveSessions).set({ status: 1 }).where(eq(liveSessions.id, liveId));
}

/** The next status a subscriber of `server` hears for `liveId`. */
function nextStatus(server: TestServer, liveId: number): Promise<number> {
  return new Promise((resolve) => {
    const stop = server.server.live.subscribe(liveId, (status) => {
      stop();
      resolve(status);
    });
  });
}

describe("live status events", () => {
  it("reach the pages open on this process when a session ends", async () => {
    await leftLive(t, 7002);
    const heard = nextStatus(t, 7002);
    expect(await t.server.live.reconcile()).toContain(7002);
    expect(await heard).toBe(2);
  });

  it.skipIf(!process.env.DATABASE_URL)("reach the pages open on another process of the same database", async () => {
    const other = await startTestServer({ shareDatabaseOf: t });
    try {
      await leftLive(t, 7003);
      const heardThere = nextStatus(other, 7003);
      const heardHere = nextStatus(t, 7003);
      // the ingest process (t) ends the session; the other process's page hears of it too
      expect(await t.server.live.reconcile()).toContain(7003);
      expect(await heardThere).toBe(2);
      expect(await heardHere).toBe(2);
      expect(other.server.live.viewers(7003)).toBe(0);
    } finally {
      await other.close();
    }
  });
});
