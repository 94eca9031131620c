import { asc, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planWithoutSeqScans } from "../../testing/query-plan";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { courses, customFiles, kedans, orgLoginNonces, vipProducts } from ".";

let t: TestServer;
beforeAll(async () => {
  // the plans only depend on the schema, so the tables stay empty
  t = await startTestServer({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const planOf = (query: { getSQL(): SQL }) => planWithoutSeqScans(t.server.db, query);

describe("list and lookup indexes", () => {
  const db = () => t.server.db;

  // public course lists show only courses on sale (withdrawn_at IS NULL): the same ordered index, the rule a filter
  it("the default course list (newest first) reads courses_created_idx in order", async () => {
    const plan = await planOf(
      db()
        .select()
        .from(courses)
        .where(isNull(courses.withdrawnAt))
        .orderBy(desc(courses.createdAt), asc(courses.id))
        .limit(10)
        .offset(20),
    );
    expect(plan).toContain("Index Scan using courses_created_idx");
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it("sort=hot reads courses_browse_idx in order", async () => {
    const plan = await planOf(
      db()
        .select()
        .from(courses)
        .where(isNull(courses.withdrawnAt))
        .orderBy(desc(courses.browse), asc(courses.id))
        .limit(10),
    );
    expect(plan).toContain("Index Scan using courses_browse_idx");
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it("custom files without a theme read custom_files_published_idx in order", async () => {
    const plan = await planOf(
      db().select().from(customFiles).orderBy(desc(customFiles.publishedAt), asc(customFiles.id)).limit(10),
    );
    expect(plan).toContain("Index Scan using custom_files_published_idx");
    expect(plan).not.toMatch(/\bSort\b/);
  });

  // public + the organisation's own (decision 070): an index either way, the ordered one or the org index for both
  // halves of the OR (the planner picks by table size)
  it("an organisation's view of custom files reads an index", async () => {
    const visible = or(isNull(customFiles.orgId), eq(customFiles.orgId, 12));
    const plan = await planOf(
      db()
        .select()
        .from(customFiles)
        .where(visible)
        .orderBy(desc(customFiles.publishedAt), asc(customFiles.id))
        .limit(10),
    );
    expect(plan).toMatch(/Index Scan (using|on) custom_files_(published|org)_idx/);
    expect(plan).not.toContain("Seq Scan");
  });

  it("an organisation's view of 课单 reads an index", async () => {
    const visible = or(isNull(kedans.orgId), eq(kedans.orgId, 12));
    const plan = await planOf(
      db().select().from(kedans).where(visible).orderBy(asc(kedans.sort), asc(kedans.id)).limit(10),
    );
    expect(plan).toMatch(/Index Scan (using|on) kedans_(sort|org)_idx/);
    expect(plan).not.toContain("Seq Scan");
  });

  it("课单 in their order read kedans_sort_idx", async () => {
    const plan = await planOf(db().select().from(kedans).orderBy(asc(kedans.sort), asc(kedans.id)).limit(10));
    expect(plan).toContain("Index Scan using kedans_sort_idx");
    expect(plan).not.toMatch(/\bSort\b/);
  });

  it("an organisation's VIP products read vip_products_org_idx", async () => {
    const plan = await planOf(
      db().select().from(vipProducts).where(eq(vipProducts.orgId, 8)).orderBy(asc(vipProducts.sort)),
    );
    expect(plan).toMatch(/Index Scan using vip_products_org_idx|Bitmap Index Scan on vip_products_org_idx/);
  });

  it("pruning old org-login nonces finds them through org_login_nonces_used_idx", async () => {
    const plan = await planOf(
      db().select({ id: orgLoginNonces.id }).from(orgLoginNonces).where(sql`${orgLoginNonces.usedAt} < now()`),
    );
    expect(plan).toMatch(
      /Index (Only )?Scan using org_login_nonces_used_idx|Bitmap Index Scan on org_login_nonces_used_idx/,
    );
  });
});
