import { beijingDay } from "@taxlearn/core";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./db/database";
import { POLICY_TYPES } from "./db/reference-data/article-types";
import { articleIdsWithValidity } from "./features/regulation/validity-sql.repo";
import { DatabaseSearchIndex, RESULT_WINDOW, withBitmapScans } from "./features/search/database-search-index.repo";
import { recentDocuments } from "./features/search/recent-matches.repo";
import type { SearchQuery } from "./features/search/search-index";
import { inTitle, parseQuery } from "./features/search/search-query";
import { growCatalogue } from "./testing/scaled-catalogue";
import { call, startTestServer, type TestServer } from "./testing/test-server";

// The catalogue the benchmark's largest run uses (SEED_SCALE 100): what a query or a page reads must not grow with it.
let t: TestServer;
let documents = 0;
beforeAll(async () => {
  t = await startTestServer();
  documents = await growCatalogue(t.server.db, t.now(), 100);
}, 900_000);
afterAll(async () => {
  await t?.close();
});

const query = (text: string, page: number, pageSize = 10): SearchQuery => ({
  text,
  kinds: [],
  categoryId: null,
  productType: null,
  courseCategoryScope: null,
  page,
  pageSize,
});

type PlanRow = Record<string, string>;
const explainAnalyze = async (statement: SQL): Promise<string> =>
  t.server.db.transaction(async (tx) => {
    await withBitmapScans(tx as unknown as Database);
    const result = (await tx.execute(sql`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${statement}`)) as unknown as {
      rows: PlanRow[];
    };
    return result.rows.map((r) => Object.values(r)[0]).join("\n");
  });

/** Rows the plan fetched from search_documents' heap: what a bitmap heap scan returned or read and filtered out. */
const heapRowsRead = (plan: string): number => {
  let total = 0;
  let inHeapScan = false;
  let loops = 1;
  for (const line of plan.split("\n")) {
    const scan = line.match(/Bitmap Heap Scan on search_documents.*actual rows=(\d+)(?:\.\d+)? loops=(\d+)/);
    if (scan) {
      loops = Number(scan[2]);
      total += Number(scan[1]) * loops;
      inHeapScan = true;
      continue;
    }
    const removed = line.match(/Rows Removed by (?:Filter|Index Recheck): (\d+)/);
    if (inHeapScan && removed) total += Number(removed[1]) * loops;
    else if (/->/.test(line)) inHeapScan = false;
  }
  return total;
};

describe(`distinct searches on a catalogue 100 times the seed`, () => {
  it.each([
    ["税", 1],
    ["税", 20],
    ["增值税", 1],
    ["个税", 3],
    ["出口退税", 1],
    ["免抵", 1],
    ["量子计算机", 1],
  ])("%s page %i is one statement through the indexes that reads a bounded part of the table", async (text, page) => {
    const statements: SQL[] = [];
    await new DatabaseSearchIndex(t.server.db, (s) => statements.push(s)).search(query(text, page));
    expect(statements).toHaveLength(1);
    const plan = await explainAnalyze(statements[0]!);
    expect(plan).not.toMatch(/Seq Scan on search_documents/);
    expect(plan).toMatch(/Bitmap Index Scan on search_documents_terms_idx/);
    // each tier looks at the recent months first (a few thousand documents, whatever the catalogue's size), the
    // count stops at the window; reading every match of 税 would be twice the catalogue
    expect(documents).toBeGreaterThan(20_000);
    const depth = Math.min(page * 10, RESULT_WINDOW);
    expect(heapRowsRead(plan)).toBeLessThan(2 * (recentDocuments(depth) + 500) + RESULT_WINDOW + 10);
  });

  it("ranks as a full sort of every match would: title matches, then the others, newest first", async () => {
    const index = new DatabaseSearchIndex(t.server.db);
    for (const text of ["税", "增值税", "出口退税", "免抵"]) {
      const { variants } = parseQuery(text);
      const clause = (v: readonly (readonly string[])[]) =>
        sql.join(
          v.map(
            (terms) =>
              sql`terms @> ARRAY[${sql.join(
                terms.map((x) => sql`${x}`),
                sql`, `,
              )}]::text[]`,
          ),
          sql` OR `,
        );
      const { rows } = (await t.server.db.execute(
        sql`SELECT kind, ref_id FROM search_documents WHERE ${clause(variants)}
            ORDER BY (${clause(inTitle(variants))}) DESC, published_at DESC, ref_id DESC, kind DESC LIMIT 60`,
      )) as unknown as { rows: { kind: string; ref_id: number }[] };
      const expected = rows.map((r) => `${r.kind}:${r.ref_id}`);
      const counted = (await t.server.db.execute(
        sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM search_documents WHERE ${clause(variants)} LIMIT ${RESULT_WINDOW}) m`,
      )) as unknown as { rows: { n: number }[] };
      for (const [page, pageSize] of [
        [1, 20],
        [2, 20],
        [3, 20],
      ] as const) {
        const result = await index.search(query(text, page, pageSize));
        expect(result.hits.map((h) => `${h.kind}:${h.refId}`)).toEqual(
          expected.slice((page - 1) * pageSize, page * pageSize),
        );
        expect(result.total).toBe(counted.rows[0]!.n);
      }
    }
  });
});

/** The statements the embedded database ran during `work`, with their parameters. */
async function statementsDuring(work: () => Promise<unknown>): Promise<{ query: string; params: unknown[] }[]> {
  const client = (t.server.db as unknown as { session: { client: Queryable } }).session.client;
  const original = client.query;
  const seen: { query: string; params: unknown[] }[] = [];
  client.query = (query, params, options) => {
    seen.push({ query, params: params ?? [] });
    return original.call(client, query, params, options);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return seen;
}
type Queryable = {
  query: (query: string, params?: unknown[], options?: unknown) => Promise<{ rows: Record<string, unknown>[] }>;
};

/** Rows the statements read from `table` (every scan of it: what it returned and what it filtered out). */
async function rowsReadFrom(table: string, statements: { query: string; params: unknown[] }[]): Promise<number> {
  const client = (t.server.db as unknown as { session: { client: Queryable } }).session.client;
  let total = 0;
  for (const { query, params } of statements) {
    if (!new RegExp(`\\b${table}\\b`).test(query) || !/^\s*select/i.test(query)) continue;
    const plan = (await client.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${query}`, params)).rows
      .map((r) => String(Object.values(r)[0]))
      .join("\n");
    let inScan = false;
    let loops = 1;
    for (const line of plan.split("\n")) {
      const scan = line.match(
        new RegExp(`Scan (?:using \\S+ )?on ${table}\\b.*actual rows=(\\d+)(?:\\.\\d+)? loops=(\\d+)`),
      );
      if (scan) {
        loops = Number(scan[2]);
        total += Number(scan[1]) * loops;
        inScan = true;
        continue;
      }
      const removed = line.match(/Rows Removed by (?:Filter|Index Recheck): (\d+)/);
      if (inScan && removed) total += Number(removed[1]) * loops;
      else if (/->/.test(line)) inScan = false;
    }
  }
  return total;
}

// PostgreSQL runs the same queries; the statements are watched on the embedded database's one connection
describe.skipIf(Boolean(process.env.DATABASE_URL))("deep pages of long lists on a catalogue 100 times the seed", () => {
  type Page = { list: { id: number }[]; total: number };
  const get = (path: string) => call<Page>(t.app, "GET", path);

  it.each([
    ["the course list, newest first", "/api/onlineProducts", "courses"],
    ["the course list, most viewed first", "/api/onlineProducts?sort=hot", "courses"],
    ["the policy list", "/api/onlineNewsList", "articles"],
    ["the regulation library's policies in force", "/api/regulation/list?validity=effective", "articles"],
  ])("%s: the last page reads what the first does, and holds what an OFFSET would", async (_, path, table) => {
    const join = path.includes("?") ? "&" : "?";
    const first = await get(`${path}${join}page=1&pageSize=10`);
    const total = first.body.data.total;
    expect(total).toBeGreaterThan(5_000);
    const lastPage = Math.ceil(total / 10);
    const read = async (page: number) => {
      let answer!: Awaited<ReturnType<typeof get>>;
      const statements = await statementsDuring(async () => {
        answer = await get(`${path}${join}page=${page}&pageSize=10`);
      });
      return { answer, rows: await rowsReadFrom(table, statements) };
    };
    const second = await read(2);
    const last = await read(lastPage);
    // ten rows by primary key each, not the thousands before them nor a count of all
    expect(second.rows).toBeLessThanOrEqual(30);
    expect(last.rows).toBeLessThanOrEqual(30);
    expect(last.answer.body.data.total).toBe(total);
    expect(last.answer.body.data.list.length).toBe(total - (lastPage - 1) * 10);
    // the same rows an OFFSET of the same order gives
    const order = path.includes("hot")
      ? sql`browse DESC, id ASC`
      : table === "courses"
        ? sql`created_at DESC, id ASC`
        : sql`published_at DESC, id ASC`;
    const policies = sql`type IN (${sql.join(
      POLICY_TYPES.map((type) => sql`${type}`),
      sql`, `,
    )})`;
    const where =
      table === "courses"
        ? sql`withdrawn_at IS NULL`
        : path.includes("validity")
          ? sql`${policies} AND id IN ${articleIdsWithValidity("effective", beijingDay(t.now()))}`
          : policies;
    const expected = (await t.server.db.execute(
      sql`SELECT id FROM ${sql.identifier(table)} WHERE ${where} ORDER BY ${order} LIMIT 10 OFFSET ${(lastPage - 1) * 10}`,
    )) as unknown as { rows: { id: number }[] };
    expect(last.answer.body.data.list.map((c) => c.id)).toEqual(expected.rows.map((r) => r.id));
  });

  it.each([
    ["newest first", "", "whole"],
    ["most viewed first", "sort=hot&", "whole"],
    ["a category, most viewed first", "sort=hot&categoryId=103&", "indexed"],
    ["paid, newest first", "isFree=0&", "scanned"],
    ["a product type and a keyword", "productType=1&keyword=%E7%A8%8E&", "scanned"],
  ])(
    "the course list %s: any page, asked first, is one statement that reads the page's courses alone",
    async (_, filter, kind) => {
      const read = async (page: number) => {
        // a list nobody asked before: no response cached, nothing read ahead
        t.server.cache.invalidate();
        let answer!: Awaited<ReturnType<typeof get>>;
        const statements = await statementsDuring(async () => {
          answer = await get(`/api/onlineProducts?${filter}page=${page}&pageSize=10`);
        });
        return {
          answer,
          statements: statements.length,
          courses: await rowsReadFrom("courses", statements),
          order: await rowsReadFrom("course_list_order", statements),
        };
      };
      const first = await read(1);
      const total = first.answer.body.data.total;
      expect(total).toBeGreaterThan(kind === "whole" ? 5_000 : 500);
      const catalogue = (
        (await t.server.db.execute(sql`SELECT count(*)::int AS n FROM courses`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
      const lastPage = Math.ceil(total / 10);
      for (const page of [first, await read(Math.ceil(lastPage / 2)), await read(lastPage), await read(lastPage + 1)]) {
        expect(page.statements).toBe(1);
        expect(page.answer.body.data.total).toBe(total);
        // the page's ten courses by primary key, never the catalogue before them
        expect(page.courses).toBeLessThanOrEqual(10);
        // the whole list: its page's places and the last place; a filtered one its narrow rows once (through an
        // index of its category or product type, else all of them), never the wide course rows
        expect(page.order).toBeLessThanOrEqual(kind === "whole" ? 21 : kind === "indexed" ? total : catalogue);
      }
    },
  );
});
