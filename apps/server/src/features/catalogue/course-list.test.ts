import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestServer, type TestServer } from "../../testing/test-server";

/**
 * spec §7 GET /api/onlineProducts: every page of every sort and filter holds what an OFFSET of the same order over the
 * courses on sale gives (the reference below reads `courses` itself, not the stored list order), at the first page,
 * the last, a page past the end, and across ties in the sort key; a write to a course shows in the next page asked.
 */
let t: TestServer;
const ORG_WITH_FOUR_CATEGORIES = 11; // seeded: sees categories 102–105
beforeAll(async () => {
  t = await startTestServer();
  // ties in both sort keys: ten courses share a view count, eight share a creation instant; one is withdrawn
  await t.server.db.execute(
    sql`UPDATE courses SET browse = 777 WHERE id IN (SELECT id FROM courses ORDER BY id DESC LIMIT 10)`,
  );
  await t.server.db.execute(
    sql`UPDATE courses SET created_at = '2026-01-05T08:00:00.123456Z' WHERE id IN (SELECT id FROM courses ORDER BY id LIMIT 8)`,
  );
  await t.server.db.execute(
    sql`UPDATE courses SET withdrawn_at = now() WHERE id = (SELECT id FROM courses ORDER BY id LIMIT 1 OFFSET 20)`,
  );
  // those writes went around the catalogue's writes, which clear the response cache
  t.server.cache.invalidate();
});
afterAll(async () => {
  await t?.close();
});

type Page = { list: { id: number }[]; total: number; page: number; pageSize: number };
type Filter = {
  sort?: "new" | "hot";
  categoryId?: number;
  productType?: number;
  teachingMethod?: number;
  isFree?: 0 | 1;
  keyword?: string;
};

const query = (filter: Filter, page: number, pageSize: number) =>
  new URLSearchParams(
    Object.entries({ ...filter, page, pageSize }).map(([key, value]) => [key, String(value)] as [string, string]),
  ).toString();

/** The whole list read from `courses` with an OFFSET-free full sort: what every page must be a slice of. */
async function reference(filter: Filter, scope: number[] | null): Promise<number[]> {
  const keyword = filter.keyword?.trim();
  const conditions: SQL[] = [sql`withdrawn_at IS NULL`];
  if (filter.categoryId !== undefined) conditions.push(sql`category_id = ${filter.categoryId}`);
  if (filter.productType !== undefined) conditions.push(sql`product_type = ${filter.productType}`);
  if (filter.teachingMethod !== undefined) conditions.push(sql`teaching_method = ${filter.teachingMethod}`);
  if (filter.isFree === 1) conditions.push(sql`price = '0.00'`);
  if (filter.isFree === 0) conditions.push(sql`price <> '0.00'`);
  if (keyword) conditions.push(sql`(strpos(title, ${keyword}) > 0 OR ${keyword} = ANY(tags))`);
  if (scope)
    conditions.push(
      sql`category_id IN (${sql.join(
        scope.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const order = filter.sort === "hot" ? sql`browse DESC, id ASC` : sql`created_at DESC, id ASC`;
  const { rows } = (await t.server.db.execute(
    sql`SELECT id FROM courses WHERE ${sql.join(conditions, sql` AND `)} ORDER BY ${order}`,
  )) as unknown as { rows: { id: number }[] };
  return rows.map((r) => r.id);
}

const FILTERS: Filter[] = [
  {},
  { sort: "hot" },
  { categoryId: 102 },
  { categoryId: 102, sort: "hot" },
  { productType: 1 },
  { productType: 2, sort: "hot" },
  { teachingMethod: 1 },
  { isFree: 1 },
  { isFree: 0, sort: "hot" },
  { keyword: "税" },
  { keyword: "增值税", sort: "hot" },
  { categoryId: 103, isFree: 0, teachingMethod: 1, sort: "hot" },
];

describe("the course list's pages against a full sort of the courses on sale", () => {
  it.each(FILTERS.flatMap((filter) => [[filter, null] as const, [filter, ORG_WITH_FOUR_CATEGORIES] as const]))(
    "%o (organisation %s): first, second, last and past-the-end pages",
    async (filter, org) => {
      const scope = org === null ? null : [102, 103, 104, 105];
      const all = await reference(filter, scope);
      for (const pageSize of [10, 20]) {
        const lastPage = Math.max(1, Math.ceil(all.length / pageSize));
        for (const page of new Set([1, 2, lastPage - 1, lastPage, lastPage + 1].filter((p) => p >= 1))) {
          const { body } = await call<Page>(t.app, "GET", `/api/onlineProducts?${query(filter, page, pageSize)}`, {
            headers: org === null ? {} : { orgId: String(org) },
          });
          expect(body.status, `page ${page}`).toBe(200);
          expect(
            body.data.list.map((c) => c.id),
            `page ${page} of ${pageSize}`,
          ).toEqual(all.slice((page - 1) * pageSize, page * pageSize));
          expect(body.data.total).toBe(all.length);
        }
      }
    },
  );

  it("the seeded lists are long enough to have the boundaries and ties the cases above check", async () => {
    expect((await reference({}, null)).length).toBeGreaterThan(50);
    expect((await reference({ isFree: 1 }, null)).length).toBeGreaterThan(0);
    expect((await reference({ keyword: "税" }, null)).length).toBeGreaterThan(10);
    const { rows } = (await t.server.db.execute(
      sql`SELECT count(*)::int AS n FROM courses WHERE browse = 777 AND withdrawn_at IS NULL`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBeGreaterThan(5);
  });

  it("a course withdrawn, one added and one viewed more show in the next pages asked", async () => {
    const before = await reference({}, null);
    const first = before[0]!;
    await t.server.db.execute(sql`UPDATE courses SET withdrawn_at = now() WHERE id = ${first}`);
    await t.server.db.execute(
      sql`INSERT INTO courses (id, title, image, product_info, detail_html, price, ot_price, product_type,
            teaching_method, keyword, tags, update_mark, browse, category_id, lesson_count, duration_minutes,
            course_update_time, created_at, updated_at)
          SELECT 999001, '新增课程', image, product_info, detail_html, price, ot_price, product_type, teaching_method,
            keyword, tags, update_mark, 1000000, category_id, lesson_count, duration_minutes, now(), now() + interval '1 day', now()
          FROM courses WHERE id = ${before[3]!}`,
    );
    t.server.cache.invalidate();
    const newest = (await call<Page>(t.app, "GET", "/api/onlineProducts?page=1&pageSize=10")).body.data;
    expect(newest.list[0]!.id).toBe(999001);
    expect(newest.list.map((c) => c.id)).not.toContain(first);
    expect(newest.total).toBe(before.length);
    const hot = (await call<Page>(t.app, "GET", "/api/onlineProducts?sort=hot&page=1&pageSize=10")).body.data;
    expect(hot.list[0]!.id).toBe(999001);
    expect(hot.list.map((c) => c.id)).toEqual((await reference({ sort: "hot" }, null)).slice(0, 10));
  });
});

describe("the stored list order", () => {
  it("is rebuilt without leaving the old rows behind: its table does not grow with every course written", async () => {
    const size = async () =>
      (
        (await t.server.db.execute(sql`SELECT pg_relation_size('course_list_order')::int AS n`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const viewed = (n: number) =>
      t.server.db.execute(sql`UPDATE courses SET browse = browse + ${n} WHERE id = (SELECT min(id) FROM courses)`);
    await viewed(1);
    const once = await size();
    for (let n = 0; n < 12; n += 1) await viewed(1);
    expect(await size()).toBe(once);
  });
});

/** The statements the embedded database runs during `work`. */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  type Queryable = { query: (query: string, ...rest: unknown[]) => Promise<unknown> };
  const client = (t.server.db as unknown as { session: { client: Queryable } }).session.client;
  const original = client.query;
  const seen: string[] = [];
  client.query = (query, ...rest) => {
    seen.push(query);
    return original.call(client, query, ...rest);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return seen;
}

// the statements are watched on the embedded database's one connection
describe.skipIf(Boolean(process.env.DATABASE_URL))("what a page of the course list costs", () => {
  it.each([
    ["newest first", "", [1, 4, 8]],
    ["most viewed first", "sort=hot&", [1, 4, 8]],
    ["a category, most viewed first", "sort=hot&categoryId=103&", [1, 2]],
    ["paid and a keyword", "isFree=0&keyword=%E7%A8%8E&", [1, 2]],
  ])("%s: any page of a list nobody asked before is one statement", async (_, filter, pages) => {
    for (const page of pages) {
      t.server.cache.invalidate();
      const statements = await statementsDuring(() =>
        call(t.app, "GET", `/api/onlineProducts?${filter}page=${page}&pageSize=10`),
      );
      expect(statements, `page ${page}`).toHaveLength(1);
    }
  });

  it("a page past the end answers the list's total in that one statement", async () => {
    t.server.cache.invalidate();
    let answer!: Page;
    const statements = await statementsDuring(async () => {
      answer = (await call<Page>(t.app, "GET", "/api/onlineProducts?sort=hot&page=9999&pageSize=10")).body.data;
    });
    expect(answer.list).toEqual([]);
    expect(answer.total).toBe((await reference({ sort: "hot" }, null)).length);
    expect(statements).toHaveLength(1);
  });

  it("the largest page a request may name answers an empty page and the total, whole or filtered", async () => {
    // (page - 1) × pageSize passes the integer places: the page is still past the end, never a database error
    for (const filter of ["", "isFree=0&"]) {
      const { http, body } = await call<Page>(
        t.app,
        "GET",
        `/api/onlineProducts?${filter}page=2147483647&pageSize=100`,
      );
      expect(http, filter).toBe(200);
      expect(body.data.list, filter).toEqual([]);
      expect(body.data.total, filter).toBeGreaterThan(0);
    }
    expect(t.errors).toEqual([]);
  });
});
