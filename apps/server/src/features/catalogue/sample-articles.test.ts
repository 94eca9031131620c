import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestServer, type TestServer } from "../../testing/test-server";
import { publishDraft } from "../subscriptions/publish-draft";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

type Article = { id: number; type: number; title: string; sample: boolean };
type Page = { list: Article[]; total: number };
const list = (query: string) => call<Page>(t.app, "GET", `/api/onlineNewsList?pageSize=100${query}`);

describe("the sample data set's invented documents", () => {
  it("marks every seeded policy and case as sample in the lists and the details", async () => {
    const policies = (await list("")).body.data;
    expect(policies.list.length).toBeGreaterThan(90);
    expect(policies.list.filter((a) => a.sample !== true).map((a) => a.title)).toEqual([]);
    for (const type of [25, 26, 27]) {
      const cases = (await list(`&type=${type}`)).body.data.list;
      expect(cases.length).toBeGreaterThan(0);
      expect(cases.filter((a) => a.sample !== true).map((a) => a.title)).toEqual([]);
    }
    const detail = await call<Article>(t.app, "GET", `/api/onlineNews/detail/${policies.list[0]!.id}`);
    expect(detail.body.data.sample).toBe(true);
  });

  it("does not mark a document an operator publishes", async () => {
    const result = await publishDraft(t.server.db, "policy", 1, t.now());
    if (!result.ok) throw new Error(result.message);
    const detail = await call<Article>(t.app, "GET", `/api/onlineNews/detail/${result.articleId}`);
    expect(detail.body.data.sample).toBe(false);
  });
});
