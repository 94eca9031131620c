import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles, contentDrafts, messages, searchDocuments, subscriptions, users } from "../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { notifySubscribers } from "./notify-subscribers";
import { publishDraft } from "./publish-draft";

type Groups = { key: string; options: { categoryId: number; name: string; subscribed: boolean }[] }[];

let t: TestServer;
let tokenA: string;
let tokenB: string;
let userA: number;
let userB: number;
beforeAll(async () => {
  t = await startTestServer();
  tokenA = await loginAs(t.app, DEMO.plain);
  tokenB = await loginAs(t.app, DEMO.vip);
  const idOf = async (mobile: string) =>
    (await t.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)))[0]!.id;
  userA = await idOf(DEMO.plain);
  userB = await idOf(DEMO.vip);
});
afterAll(async () => {
  await t?.close();
});

const set = (token: string, categoryId: number | string, subscribed: 0 | 1, extra: Record<string, string> = {}) =>
  call(t.app, "POST", "/api/subscribe/set", {
    token,
    form: { categoryId: String(categoryId), subscribed: String(subscribed), ...extra },
  });
const options = async (token: string) =>
  (await call<Groups>(t.app, "GET", "/api/subscribe/options", { token })).body.data;
const messagesOf = (userId: number) => t.server.db.select().from(messages).where(eq(messages.userId, userId));

describe("subscriptions", () => {
  it("offers the course topics and the policy categories of the catalogue", async () => {
    const groups = await options(tokenA);
    expect(groups.map((g) => g.key)).toEqual(["topic", "policy"]);
    expect(groups[0]!.options.map((o) => o.name)).toEqual(expect.arrayContaining(["出口退税", "增值税"]));
    expect(groups[1]!.options.map((o) => o.name)).toEqual(["法律法规", "政策公告", "政策解读", "新政速递"]);
    expect(groups.flatMap((g) => g.options).every((o) => !o.subscribed)).toBe(true);
  });

  it("subscribes and unsubscribes idempotently, only for the token's learner", async () => {
    expect((await set(tokenA, 101, 1)).body).toMatchObject({ status: 200, msg: "已订阅「出口退税」" });
    expect((await set(tokenA, 101, 1)).body.status).toBe(200);
    // B naming A's id in the body subscribes B, never A
    expect((await set(tokenB, 102, 1, { userId: String(userA) })).body.status).toBe(200);
    const rowsA = await t.server.db.select().from(subscriptions).where(eq(subscriptions.userId, userA));
    expect(rowsA.map((r) => r.categoryId)).toEqual([101]);
    const topicsA = (await options(tokenA))[0]!.options;
    expect(topicsA.find((o) => o.categoryId === 101)?.subscribed).toBe(true);
    expect(topicsA.find((o) => o.categoryId === 102)?.subscribed).toBe(false);
    // B unsubscribing from A's topic changes nothing of A's
    await set(tokenB, 101, 0);
    expect(await t.server.db.select().from(subscriptions).where(eq(subscriptions.userId, userA))).toHaveLength(1);
    expect((await set(tokenB, 102, 0)).body.msg).toBe("已取消订阅「增值税」");
    expect((await set(tokenB, 102, 0)).body.status).toBe(200);
  });

  it("refuses unknown categories, case categories and bad flags with a 4xx in Chinese", async () => {
    expect((await set(tokenA, 9999, 1)).body).toMatchObject({ status: 404, msg: "订阅的专题不存在" });
    expect((await set(tokenA, 325, 1)).body.status).toBe(404);
    expect((await set(tokenA, "abc", 1)).body).toMatchObject({ status: 400, msg: "参数格式不正确：categoryId" });
    const flag = await call(t.app, "POST", "/api/subscribe/set", {
      token: tokenA,
      form: { categoryId: "101", subscribed: "2" },
    });
    expect(flag.body.status).toBe(400);
    expect((await call(t.app, "GET", "/api/subscribe/options")).body.status).toBe(401);
  });
});

describe("publishing tells the subscribers", () => {
  it("notifySubscribers messages each subscriber of any of the categories once, inside the caller's transaction", async () => {
    await t.server.db.delete(messages);
    await set(tokenA, 202, 1);
    await set(tokenB, 202, 1);
    await set(tokenB, 101, 1);
    const told = await t.server.db.transaction(async (tx) =>
      notifySubscribers(tx, {
        kindLabel: "政策",
        title: "测试公告",
        link: "/policy/details?id=1",
        categories: [
          { id: 202, name: "政策公告" },
          { id: 101, name: "出口退税" },
        ],
      }),
    );
    expect(told).toBe(2);
    const [ofB] = await messagesOf(userB);
    expect(ofB).toMatchObject({
      type: 2,
      title: "您订阅的「政策公告」有新政策",
      link: "/policy/details?id=1",
      readAt: null,
    });
    await expect(
      t.server.db.transaction(async (tx) => {
        await notifySubscribers(tx, { kindLabel: "政策", title: "x", link: "/", categories: [{ id: 202, name: "n" }] });
        throw new Error("publication failed");
      }),
    ).rejects.toThrow();
    expect(await messagesOf(userA)).toHaveLength(1);
    expect(await notifySubscribers(t.server.db, { kindLabel: "政策", title: "x", link: "/", categories: [] })).toBe(0);
  });

  it("publishes a seeded draft as an article with its search document and an unread message, once", async () => {
    await t.server.db.delete(messages);
    await t.server.db.delete(subscriptions);
    await set(tokenA, 101, 1); // 出口退税: the draft's topic
    const [draft] = await t.server.db.select().from(contentDrafts).where(eq(contentDrafts.id, 1));
    expect(draft).toMatchObject({ kind: "policy", topicId: 101, publishedArticleId: null });

    const result = await publishDraft(t.server.db, "policy", 1, t.now());
    expect(result).toMatchObject({ ok: true, notified: 1 });
    if (!result.ok) return;
    const [article] = await t.server.db.select().from(articles).where(eq(articles.id, result.articleId));
    expect(article).toMatchObject({ title: draft!.title, type: 2, categoryId: 202, publishedAt: t.now() });
    const documents = await t.server.db
      .select()
      .from(searchDocuments)
      .where(and(eq(searchDocuments.kind, "policy"), eq(searchDocuments.refId, result.articleId)));
    expect(documents).toHaveLength(1);
    const [message] = await messagesOf(userA);
    expect(message).toMatchObject({
      title: "您订阅的「出口退税」有新政策",
      link: `/policy/details?id=${result.articleId}`,
    });
    expect(await messagesOf(userB)).toHaveLength(0);
    const count = await call<{ count: number }>(t.app, "GET", "/api/getNotReadCount", { token: tokenA });
    expect(count.body.data.count).toBe(1);
    // the article is on the site
    const detail = await call(t.app, "GET", `/api/onlineNewsList?page=1&pageSize=10`);
    expect(JSON.stringify(detail.body.data)).toContain(draft!.title);

    expect(await publishDraft(t.server.db, "policy", 1, t.now())).toEqual({ ok: false, message: "该草稿已发布" });
    expect(await publishDraft(t.server.db, "case", 2, t.now())).toEqual({
      ok: false,
      message: "草稿不存在或不属于该类型",
    });
    expect(await publishDraft(t.server.db, "policy", 999, t.now())).toMatchObject({ ok: false });
    expect(await messagesOf(userA)).toHaveLength(1);
  });

  it("the sandbox route publishes with the sandbox token only", async () => {
    const path = "/api/dev/content/publish?kind=case&id=3";
    const refused = await t.app.request(path, { method: "POST" });
    expect(refused.status).toBe(403);
    const bad = await t.app.request("/api/dev/content/publish?kind=course&id=3", {
      method: "POST",
      headers: { "x-sms-sandbox-token": t.sandboxToken },
    });
    expect(((await bad.json()) as { status: number }).status).toBe(400);
    const published = await t.app.request(path, { method: "POST", headers: { "x-sms-sandbox-token": t.sandboxToken } });
    const body = (await published.json()) as { status: number; data: { articleId: number; notified: number } };
    expect(body.status).toBe(200);
    expect(body.data.notified).toBe(1); // A follows 出口退税, the case's topic
  });
});
