import { type SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database";
import { planWithoutSeqScans } from "../../testing/query-plan";
import { call, startTestServer, type TestServer } from "../../testing/test-server";
import { DatabaseSearchIndex, RESULT_WINDOW, withBitmapScans } from "./database-search-index.repo";
import {
  holdsAny,
  keyOf,
  newestMatchesCte,
  RECENCY,
  recentDocumentQuery,
  recentDocuments,
  recentFreshCte,
  recentMonths,
} from "./recent-matches.repo";
import type { SearchQuery } from "./search-index";
import { parseQuery } from "./search-query";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

type Page = {
  list: { id: number; kind: string; titleHighlight: string; snippet: string; score: number }[];
  total: number;
};
const search = (form: Record<string, string>) => call<Page>(t.app, "POST", "/api/es/onlineProducts", { form });
const query = (text: string, over: Partial<SearchQuery> = {}): SearchQuery => ({
  text,
  kinds: [],
  categoryId: null,
  productType: null,
  courseCategoryScope: null,
  page: 1,
  pageSize: 10,
  ...over,
});
const ids = (page: Page) => page.list.map((h) => `${h.kind}:${h.id}`).sort();

describe("tax synonyms", () => {
  // documents only: lecture passages (kind lecture) are matched on their own term index, without synonyms
  const documents = async (keyword: string) => {
    const pages = await Promise.all(
      ["course", "policy", "case"].map(async (kind) => (await search({ keyword, kind, pageSize: "100" })).body.data),
    );
    return { list: pages.flatMap((p) => p.list), total: pages.reduce((n, p) => n + p.total, 0) };
  };

  it("个税 finds every policy, case and course 个人所得税 finds, and highlights the full name", async () => {
    const full = await documents("个人所得税");
    const short = await documents("个税");
    expect(full.list.some((h) => h.kind === "policy")).toBe(true);
    expect(ids(short)).toEqual(expect.arrayContaining(ids(full)));
    expect(short.total).toBeGreaterThanOrEqual(full.total);
    expect(short.list.some((h) => `${h.titleHighlight}${h.snippet}`.includes("<em>个人所得税</em>"))).toBe(true);
  });

  it("an English abbreviation finds the Chinese name (VAT → 增值税), and abbreviations work inside a phrase", async () => {
    const vat = await documents("VAT");
    const chinese = await documents("增值税");
    expect(vat.total).toBe(chinese.total);
    const phrase = (await search({ keyword: "个税汇算" })).body.data;
    expect(phrase.total).toBeGreaterThan(0);
  });
});

describe("bounded search", () => {
  it(`counts at most ${RESULT_WINDOW} results and answers an empty page past the window`, async () => {
    const index = new DatabaseSearchIndex(t.server.db);
    const past = await index.search(query("税", { page: RESULT_WINDOW / 10 + 1 }));
    expect(past.hits).toEqual([]);
    expect(past.total).toBeLessThanOrEqual(RESULT_WINDOW);
  });

  it("pages never overlap and keep the tier order: title matches, then body matches, newest first", async () => {
    const index = new DatabaseSearchIndex(t.server.db);
    const all = await index.search(query("增值税", { pageSize: 100 }));
    const scores = all.hits.map((h) => h.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 5 }), async (pageSize, page) => {
        const result = await index.search(query("增值税", { pageSize, page }));
        const expected = all.hits.slice((page - 1) * pageSize, page * pageSize);
        expect(result.hits.map((h) => `${h.kind}:${h.refId}`)).toEqual(expected.map((h) => `${h.kind}:${h.refId}`));
        expect(result.total).toBe(all.total);
      }),
      { numRuns: 12 },
    );
  });
});

describe("the newest matches of common words", () => {
  // recentDocuments(1) covers at least 2,000 documents, more than the seed holds: a cover of 40 makes the first look
  // (the recent months only) and its fallback (every match) both run on the seeded catalogue
  it("returns exactly the newest matches a full sort would, from the recent months or from every match", async () => {
    const db = t.server.db;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("税", "增值税", "出口退税", "个税", "企业"),
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom(40, 2_000),
        async (text, need, recent) => {
          const { variants } = parseQuery(text);
          const all = (
            (await db.execute(
              sql`SELECT kind, ref_id FROM search_documents WHERE ${holdsAny(variants)} ${RECENCY}`,
            )) as unknown as {
              rows: { kind: string; ref_id: number }[];
            }
          ).rows.map(keyOf);
          const months = await recentMonths(db, recent);
          const found = (await db.transaction(async (tx) => {
            await withBitmapScans(tx as unknown as Database);
            return tx.execute(
              sql`WITH ${recentFreshCte(months)}, ${newestMatchesCte("newest", variants, [], need, months)} SELECT kind, ref_id FROM newest`,
            );
          })) as unknown as { rows: { kind: string; ref_id: number }[] };
          expect(found.rows.map(keyOf)).toEqual(all.slice(0, need));
        },
      ),
      { numRuns: 15 },
    );
  });
});

describe("query plans", () => {
  const plansOf = async (text: string, over: Partial<SearchQuery> = {}) => {
    const statements: SQL[] = [];
    await new DatabaseSearchIndex(t.server.db, (s) => statements.push(s)).search(query(text, over));
    // one statement per search: no walk, no separate count or lookup of texts
    expect(statements).toHaveLength(1);
    const plans: string[] = [];
    await t.server.db.transaction(async (tx) => {
      await tx.execute(sql`ANALYZE search_documents`);
      await withBitmapScans(tx as unknown as Database);
      for (const statement of statements) {
        const result = (await tx.execute(sql`EXPLAIN ${statement}`)) as unknown as { rows: Record<string, string>[] };
        plans.push(result.rows.map((r) => r["QUERY PLAN"]).join("\n"));
      }
    });
    return plans;
  };

  it.each([
    ["a common word", "增值税", {}],
    ["one character", "税", {}],
    ["a synonym", "个税", {}],
    ["a phrase outside the dictionary", "免抵", {}],
    ["filters", "出口退税", { kinds: ["course" as const], productType: 1 }],
  ])("%s reads search_documents through its indexes only, never a sequential scan", async (_, text, over) => {
    const plans = await plansOf(text, over);
    for (const plan of plans) {
      expect(plan).not.toMatch(/Seq Scan on search_documents/);
      expect(plan).toMatch(/Bitmap Index Scan on search_documents_(terms_idx|kind_ref_id_pk)/);
    }
  });

  it("finds where the recent months begin through the date index", async () => {
    const plan = await planWithoutSeqScans(t.server.db, recentDocumentQuery(recentDocuments(10)));
    expect(plan).toMatch(/search_documents_published_idx[\s\S]*search_documents_published_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
