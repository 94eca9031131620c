import { MESSAGE_TYPES } from "@taxlearn/core";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, users } from "../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { deliverMessage } from "./deliver-message";

type Page = {
  list: { messageId: number; messageType: number; readFlag: number; link: string; title: string }[];
  total: number;
};

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

const count = async (token: string) =>
  (await call<{ count: number }>(t.app, "GET", "/api/getNotReadCount", { token })).body.data.count;
const clear = async (userId: number) => t.server.db.delete(messages).where(eq(messages.userId, userId));
/** `n` unread messages for a learner in one statement (the 0 / 99 / 100 boundaries). */
const fill = async (userId: number, n: number, type = 1) =>
  t.server.db.execute(
    sql`insert into messages (user_id, type, title, content) select ${userId}, ${type}, '通知 ' || g, '正文' from generate_series(1, ${n}) g`,
  );

describe("GET /api/getNotReadCount", () => {
  it("needs a login", async () => {
    const { body } = await call(t.app, "GET", "/api/getNotReadCount");
    expect(body.status).toBe(401);
  });

  it("counts 0, 99 and 100 unread messages exactly (the badge shows nothing, 99 and 99+)", async () => {
    await clear(userA);
    expect(await count(tokenA)).toBe(0);
    await fill(userA, 99);
    expect(await count(tokenA)).toBe(99);
    await fill(userA, 1);
    expect(await count(tokenA)).toBe(100);
    // another learner's messages never count
    await clear(userB);
    expect(await count(tokenB)).toBe(0);
  });
});

describe("POST /api/getMessagesList", () => {
  it("lists the learner's messages newest first, by type, paginated, with read state and link", async () => {
    await clear(userA);
    await deliverMessage(t.server.db, {
      userId: userA,
      type: 4,
      title: "订单已支付",
      content: "订单 T1",
      link: "/center/order",
    });
    await deliverMessage(t.server.db, { userId: userA, type: 3, title: "您的提问有了新回答", content: "回答" });
    await deliverMessage(t.server.db, { userId: userB, type: 3, title: "B 的消息", content: "B" });
    const all = await call<Page>(t.app, "POST", "/api/getMessagesList", { token: tokenA, form: {} });
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.list.map((m) => m.title)).toEqual(["您的提问有了新回答", "订单已支付"]);
    expect(all.body.data.list[1]).toMatchObject({ messageType: 4, readFlag: 0, link: "/center/order" });

    const qa = await call<Page>(t.app, "POST", "/api/getMessagesList", {
      token: tokenA,
      form: { messageType: String(MESSAGE_TYPES.qa.value) },
    });
    expect(qa.body.data.list.map((m) => m.title)).toEqual(["您的提问有了新回答"]);

    await fill(userA, 25);
    const page3 = await call<Page>(t.app, "POST", "/api/getMessagesList", {
      token: tokenA,
      form: { page: "3", limit: "10" },
    });
    expect(page3.body.data).toMatchObject({ total: 27, page: 3, pageSize: 10 });
    expect(page3.body.data.list).toHaveLength(7);
  });

  it("ignores a userId in the body: B asking with A's id gets B's messages", async () => {
    const { body } = await call<Page>(t.app, "POST", "/api/getMessagesList", {
      token: tokenB,
      form: { userId: String(userA) },
    });
    expect(body.data.list.map((m) => m.title)).toEqual(["B 的消息"]);
  });

  it("refuses a type that is not one with a 400 naming the field", async () => {
    for (const messageType of ["5", "-1", "abc"]) {
      const { body } = await call(t.app, "POST", "/api/getMessagesList", { token: tokenA, form: { messageType } });
      expect(body.status).toBe(400);
      expect(body.msg).toContain("messageType");
    }
    const big = await call(t.app, "POST", "/api/getMessagesList", { token: tokenA, form: { limit: "1000" } });
    expect(big.body.status).toBe(400);
  });
});

describe("POST /api/setMessagesStatus and /api/setMessagesAllRead", () => {
  it("marks one message read and unread again, answering the new count", async () => {
    await clear(userA);
    const id = await deliverMessage(t.server.db, { userId: userA, type: 1, title: "通知", content: "正文" });
    await fill(userA, 2);
    const read = await call<{ count: number }>(t.app, "POST", "/api/setMessagesStatus", {
      token: tokenA,
      form: { messageId: String(id), readFlag: "1", messageType: "1", userId: "999" },
    });
    expect(read.body).toMatchObject({ status: 200, msg: "已标记为已读", data: { count: 2 } });
    const [row] = await t.server.db.select().from(messages).where(eq(messages.id, id));
    expect(row!.readAt).toEqual(t.now());
    const unread = await call<{ count: number }>(t.app, "POST", "/api/setMessagesStatus", {
      token: tokenA,
      form: { messageId: String(id), readFlag: "0" },
    });
    expect(unread.body.data.count).toBe(3);
  });

  it("never touches another learner's message, whatever ids the body carries", async () => {
    const ofA = await deliverMessage(t.server.db, { userId: userA, type: 1, title: "A 的通知", content: "正文" });
    const { body } = await call(t.app, "POST", "/api/setMessagesStatus", {
      token: tokenB,
      form: { messageId: String(ofA), readFlag: "1", userId: String(userA) },
    });
    expect(body).toMatchObject({ status: 404, msg: "消息不存在" });
    const [row] = await t.server.db.select().from(messages).where(eq(messages.id, ofA));
    expect(row!.readAt).toBeNull();
  });

  it("refuses a bad readFlag or a missing id with a 400", async () => {
    const noId = await call(t.app, "POST", "/api/setMessagesStatus", { token: tokenA, form: { readFlag: "1" } });
    expect(noId.body).toMatchObject({ status: 400, msg: "缺少参数：messageId" });
    const badFlag = await call(t.app, "POST", "/api/setMessagesStatus", {
      token: tokenA,
      form: { messageId: "1", readFlag: "2" },
    });
    expect(badFlag.body.status).toBe(400);
  });

  it("marks all of one type, then all, read; B's unread messages stay unread", async () => {
    await clear(userA);
    await clear(userB);
    await fill(userA, 3, 1);
    await fill(userA, 2, 3);
    await fill(userB, 4, 1);
    const qa = await call<{ marked: number; count: number }>(t.app, "POST", "/api/setMessagesAllRead", {
      token: tokenA,
      form: { messageType: "3" },
    });
    expect(qa.body.data).toEqual({ marked: 2, count: 3 });
    const all = await call<{ marked: number; count: number }>(t.app, "POST", "/api/setMessagesAllRead", {
      token: tokenA,
      form: { userId: String(userB) },
    });
    expect(all.body).toMatchObject({ msg: "已将3条消息标记为已读", data: { marked: 3, count: 0 } });
    expect(await count(tokenB)).toBe(4);
    const again = await call<{ marked: number }>(t.app, "POST", "/api/setMessagesAllRead", { token: tokenA, form: {} });
    expect(again.body).toMatchObject({ msg: "没有未读消息", data: { marked: 0 } });
  });
});
