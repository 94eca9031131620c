import { and, desc, eq, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { favourites, footprints } from "../../db/schema";
import { planWithoutSeqScans } from "../../testing/query-plan";
import { startTestServer, type TestServer } from "../../testing/test-server";

let t: TestServer;
beforeAll(async () => {
  // the plans only depend on the schema, so the tables stay empty (as in db/schema/list-indexes.test.ts)
  t = await startTestServer({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

describe("the centre's per-learner lists read their indexes", () => {
  /**
   * The plans have sequential scans priced out (testing/query-plan). On a tiny table the planner
   * may sort a bitmap scan of the index rather than walk it in order; either way only the learner's rows are read.
   */
  const planOf = (query: { getSQL(): SQL }) => planWithoutSeqScans(t.server.db, query);

  it("favourites of one category, newest first, read favourites_user_list_idx", async () => {
    const plan = await planOf(
      t.server.db
        .select()
        .from(favourites)
        .where(and(eq(favourites.userId, 1), eq(favourites.category, 1)))
        .orderBy(desc(favourites.createdAt), desc(favourites.itemId))
        .limit(10),
    );
    expect(plan).toContain("favourites_user_list_idx");
    expect(plan).not.toContain("Seq Scan");
  });

  it("footprints, newest day first, read footprints_user_list_idx", async () => {
    const plan = await planOf(
      t.server.db
        .select()
        .from(footprints)
        .where(eq(footprints.userId, 1))
        .orderBy(desc(footprints.day), desc(footprints.viewedAt), desc(footprints.id))
        .limit(10),
    );
    expect(plan).toContain("footprints_user_list_idx");
    expect(plan).not.toContain("Seq Scan");
  });
});
