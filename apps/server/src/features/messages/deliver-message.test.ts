import { MESSAGE_TYPES } from "@taxlearn/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, users } from "../../db/schema";
import { DEMO, startTestServer, type TestServer } from "../../testing/test-server";
import { deliverMessage } from "./deliver-message";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe("deliverMessage", () => {
  it("stores an unread message for the learner, with its link", async () => {
    const [learner] = await t.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO.plain));
    const id = await deliverMessage(t.server.db, {
      userId: learner!.id,
      type: MESSAGE_TYPES.order.value,
      title: "退款成功",
      content: "订单 T1 已退款 ¥99.00",
      link: "/center/order",
    });
    const [row] = await t.server.db.select().from(messages).where(eq(messages.id, id));
    expect(row).toMatchObject({ userId: learner!.id, type: 4, title: "退款成功", link: "/center/order", readAt: null });
  });

  it("is undone with the transaction it was delivered in", async () => {
    const [learner] = await t.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO.plain));
    const before = await t.server.db.select().from(messages).where(eq(messages.userId, learner!.id));
    await expect(
      t.server.db.transaction(async (tx) => {
        await deliverMessage(tx, { userId: learner!.id, type: 1, title: "通知", content: "正文" });
        throw new Error("the change the message was about failed");
      }),
    ).rejects.toThrow();
    const after = await t.server.db.select().from(messages).where(eq(messages.userId, learner!.id));
    expect(after).toHaveLength(before.length);
  });
});
