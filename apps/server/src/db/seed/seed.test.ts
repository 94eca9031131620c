import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DatabaseSearchIndex } from "../../features/search/database-search-index.repo";
import type { SearchIndex } from "../../features/search/search-index";
import { startTestServer, TEST_START, type TestServer } from "../../testing/test-server";
import type { Database } from "../database";
import { courses, organisations, searchDocuments, users } from "../schema";
import { seedIfEmpty } from "./seed";

let t: TestServer;
beforeAll(async () => {
  // an empty, migrated database (PGlite, or a fresh PostgreSQL database with DATABASE_URL)
  t = await startTestServer({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const rowsIn = async (table: typeof organisations | typeof courses | typeof users | typeof searchDocuments) =>
  (await t.server.db.select({ n: count() }).from(table))[0]?.n ?? 0;

/** A search index whose writes fail, as a crash between the content and the search documents would. */
const failingIndexOn = (db: Database): SearchIndex => {
  const real = new DatabaseSearchIndex(db);
  return {
    upsert: async () => {
      throw new Error("search index unavailable");
    },
    remove: (kind, refId) => real.remove(kind, refId),
    search: (query) => real.search(query),
  };
};

describe("seedIfEmpty", () => {
  it("writes nothing when the search documents cannot be written, and seeds in full on the next start", async () => {
    await expect(seedIfEmpty(t.server.db, failingIndexOn, TEST_START)).rejects.toThrow("search index unavailable");
    expect(await rowsIn(organisations)).toBe(0);
    expect(await rowsIn(courses)).toBe(0);
    expect(await rowsIn(users)).toBe(0);

    expect(await seedIfEmpty(t.server.db, (db) => new DatabaseSearchIndex(db), TEST_START)).toBe(true);
    const courseCount = await rowsIn(courses);
    expect(courseCount).toBeGreaterThanOrEqual(60);
    expect(await rowsIn(searchDocuments)).toBeGreaterThan(courseCount);
    const found = await new DatabaseSearchIndex(t.server.db).search({
      text: "出口退税",
      kinds: ["course"],
      categoryId: null,
      productType: null,
      courseCategoryScope: null,
      page: 1,
      pageSize: 10,
    });
    expect(found.total).toBeGreaterThan(0);
  });

  it("leaves a seeded database alone", async () => {
    const before = await rowsIn(searchDocuments);
    expect(await seedIfEmpty(t.server.db, failingIndexOn, TEST_START)).toBe(false);
    expect(await rowsIn(searchDocuments)).toBe(before);
  });
});
