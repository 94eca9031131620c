import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "../testing/spawned-server";
import { JOB_LEADER_LOCK, JobLeader } from "./job-leader";

// One process of a deployment runs the background jobs: the holder of a PostgreSQL session lock. Needs
// POSTGRES_TEST_URL (a superuser URL: the test makes its own database); not again in the DATABASE_URL pass.
const postgresUrl = process.env.POSTGRES_TEST_URL;
const inPostgresPass = Boolean(process.env.DATABASE_URL);

const quiet = { info: () => {}, error: () => {} };

/** A stand-in for the jobs: counts starts and stops. */
function jobs() {
  const state = { running: 0, starts: 0 };
  return {
    state,
    run: async () => {
      state.running++;
      state.starts++;
      return async () => {
        state.running--;
      };
    },
  };
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("on the embedded database", () => {
  it("leads at once (one process)", async () => {
    const local = jobs();
    const leader = await JobLeader.start({ databaseUrl: null, jobs: local.run, log: quiet });
    expect(leader.leading).toBe(true);
    expect(local.state).toEqual({ running: 1, starts: 1 });
    await leader.close();
    expect(local.state.running).toBe(0);
  });
});

describe.skipIf(!postgresUrl || inPostgresPass)("on PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  const open: JobLeader[] = [];
  const start = async (run: ReturnType<typeof jobs>["run"]) => {
    const leader = await JobLeader.start({ databaseUrl: database.url, jobs: run, log: quiet, retryMs: 100 });
    open.push(leader);
    return leader;
  };
  beforeAll(async () => {
    database = await createScratchDatabase(postgresUrl!);
  });
  afterAll(async () => {
    for (const leader of open) await leader.close();
    await database?.drop();
  });

  it("runs the jobs in one process; when it goes, the other takes over", async () => {
    const one = jobs();
    const two = jobs();
    const first = await start(one.run);
    const second = await start(two.run);
    expect([first.leading, second.leading]).toEqual([true, false]);
    expect(two.state.starts).toBe(0);

    await first.close();
    expect(one.state.running).toBe(0);
    await until(() => second.leading);
    expect(two.state).toEqual({ running: 1, starts: 1 });
  });

  it("stops its jobs when its session is cut, and leads again once it can", async () => {
    const three = jobs();
    const leader = await start(three.run);
    // the previous test's survivor still leads: close every other one so this one takes the lock
    for (const other of open.filter((l) => l !== leader)) await other.close();
    await until(() => leader.leading);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      // what a database restart or a network cut does to the leader's session
      const cut = await admin.query(
        "select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and objid = $1 and granted",
        [JOB_LEADER_LOCK],
      );
      expect(cut.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    await until(() => three.state.running === 0);
    await until(() => leader.leading);
    expect(three.state).toEqual({ running: 1, starts: 2 });
  });
});
