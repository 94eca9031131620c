import { SearchArticleCardData, SearchCourseCardData } from "@taxlearn/api";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statementsDuring } from "../../testing/statement-count";
import { call, startTestServer, type TestServer } from "../../testing/test-server";
import { HitCards } from "./hit-cards";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const firstIds = async (path: string): Promise<number[]> => {
  const { body } = await call<{ list: { id: number }[] }>(t.app, "GET", path);
  if (body.data === null) throw new Error(`${path}: ${body.status} ${body.msg}`);
  return body.data.list.map((item) => item.id);
};

describe("the cards of search hits", () => {
  it("keeps the cards most recently read when over its limit, and reads again only those it let go", async () => {
    if (t.databaseUrl !== null) return; // statements are counted on the embedded database
    const [c1, c2] = await firstIds("/api/onlineProducts?page=1&pageSize=10");
    const [a1, a2] = await firstIds("/api/onlineNewsList?page=1&pageSize=10");
    const cards = new HitCards(t.server, 3);

    const first = await cards.of([c1!, c2!], [a1!, a2!]);
    expect([...first.courses.keys()]).toEqual([c1, c2]);
    expect(first.courses.get(c1!)?.card.id).toBe(c1);
    expect(first.articles.get(a2!)?.card.id).toBe(a2);
    // each card is kept with its JSON as the search contract encodes it
    const course = first.courses.get(c1!)!;
    expect(JSON.parse(course.json)).toEqual(Schema.encodeSync(SearchCourseCardData)(course.card));
    const article = first.articles.get(a2!)!;
    expect(JSON.parse(article.json)).toEqual(Schema.encodeSync(SearchArticleCardData)(article.card));
    // four read, three kept: the oldest of the larger kind (the first course) went
    expect(cards.size).toBe(3);

    expect(await statementsDuring(() => cards.of([c2!], [a1!, a2!]))).toBe(0);
    const again = await cards.of([c1!], []);
    expect(again.courses.get(c1!)?.card.id).toBe(c1);
    expect(cards.size).toBe(3);
    expect(await statementsDuring(() => cards.of([c1!], []))).toBe(0);
  });

  it("never keeps more than its limit, whatever is read", async () => {
    const courses = await firstIds("/api/onlineProducts?page=1&pageSize=10");
    const articles = await firstIds("/api/onlineNewsList?page=1&pageSize=10");
    const cards = new HitCards(t.server, 5);
    for (let i = 0; i < 10; i += 1) {
      await cards.of(courses.slice(i, i + 3), articles.slice(i, i + 2));
      expect(cards.size).toBeLessThanOrEqual(5);
    }
    expect(cards.size).toBe(5);
  });
});
