import type { ChatServerFrame, SupportTicketData } from "@taxlearn/api";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, users } from "../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { SUPPORT_CHAT_MESSAGES as M } from "./support-chat.messages";
import { ChatClient, listen, STAFF_PHONE } from "./support-chat.testing";

// An agent answers a message left out of hours: the learner finds it in their 站内消息 and in the chat window.

let t: TestServer;
let net: Awaited<ReturnType<typeof listen>>;
let learnerA: string;
let learnerB: string;
let agent: string;
const sockets: ChatClient[] = [];

beforeAll(async () => {
  t = await startTestServer();
  net = await listen(t);
  learnerA = await loginAs(t.app, DEMO.plain);
  learnerB = await loginAs(t.app, DEMO.vip);
  agent = await loginAs(t.app, STAFF_PHONE);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await net?.close();
  await t?.close();
});

const leave = async (token: string, content: string) =>
  (await call<{ id: number }>(t.app, "POST", "/api/service/chat/leaveMessage", { token, form: { content } })).body.data
    .id;
const answer = (token: string, id: number | string, text: string) =>
  call<SupportTicketData>(t.app, "POST", "/api/service/agent/tickets/answer", {
    token,
    form: { id: String(id), answer: text },
  }).then((r) => r.body);
const connect = async (token: string) => {
  const { client, ready } = await ChatClient.connect(t, net.url, token);
  sockets.push(client);
  return { client, ready: ready as Extract<ChatServerFrame, { type: "ready"; role: "learner" }> };
};
const inbox = async (mobile: string) => {
  const [user] = await t.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return t.server.db.select().from(messages).where(eq(messages.userId, user!.id)).orderBy(desc(messages.id));
};

describe("answering a left message", () => {
  it("reaches the learner as a 站内消息 and in the chat window they open next, and is listed with the ticket", async () => {
    const id = await leave(learnerA, "发票抬头写错了，能重开吗？");
    const bInbox = (await inbox(DEMO.vip)).length;
    const done = await answer(agent, id, "  可以，请在订单页申请红冲后重新开具。 ");
    expect(done).toMatchObject({ status: 200, msg: M.ticketAnswered });
    expect(done.data).toMatchObject({ id, status: "handled", answer: "可以，请在订单页申请红冲后重新开具。" });

    const listed = await call<{ list: SupportTicketData[] }>(t.app, "GET", "/api/service/agent/tickets", {
      token: agent,
    });
    expect(listed.body.data.list.find((x) => x.id === id)).toMatchObject({
      status: "handled",
      answer: "可以，请在订单页申请红冲后重新开具。",
    });

    const [message] = await inbox(DEMO.plain);
    expect(message).toMatchObject({ title: "客服已回复您的留言", link: "/service/chat" });
    expect(message!.content).toContain("可以，请在订单页申请红冲后重新开具。");

    const { ready } = await connect(learnerA);
    expect(ready.thread?.conversation.status).toBe("closed");
    expect(ready.thread?.messages.map((m) => [m.from, m.text])).toEqual([
      ["learner", "发票抬头写错了，能重开吗？"],
      ["agent", "可以，请在订单页申请红冲后重新开具。"],
    ]);

    // the other learner gets neither the message nor the conversation
    expect((await inbox(DEMO.vip)).length).toBe(bInbox);
    const other = await connect(learnerB);
    expect(other.ready.thread?.messages.some((m) => m.text.includes("红冲")) ?? false).toBe(false);
  });

  it("shows at once in a window the learner has open", async () => {
    const { client } = await connect(learnerB);
    const id = await leave(learnerB, "直播回放在哪里看？");
    expect((await answer(agent, id, "在直播页的回放标签里。")).status).toBe(200);
    const frame = await client.next(
      (f): f is Extract<ChatServerFrame, { type: "message" }> =>
        f.type === "message" && f.message.text === "在直播页的回放标签里。",
    );
    expect(frame.message.from).toBe("agent");
  });

  it("joins the learner's open conversation instead of starting a second one", async () => {
    const { client } = await connect(learnerA);
    client.send({ type: "send", text: "还有一个问题" });
    const started = await client.next(
      (f): f is Extract<ChatServerFrame, { type: "conversation" }> =>
        f.type === "conversation" && f.conversation.status === "waiting",
    );
    const id = await leave(learnerA, "会员能退款吗？");
    expect((await answer(agent, id, "开通7天内未学习可以退款。")).status).toBe(200);
    const { ready } = await connect(learnerA);
    expect(ready.thread?.conversation).toMatchObject({ id: started.conversation.id, status: "waiting" });
    expect(ready.thread?.messages.map((m) => m.text)).toEqual([
      "还有一个问题",
      "会员能退款吗？",
      "开通7天内未学习可以退款。",
    ]);
  });

  it("answers once, only for staff, and refuses bad input in Chinese", async () => {
    const id = await leave(learnerA, "课程能下载吗？");
    expect(await answer(learnerA, id, "可以")).toMatchObject({ status: 403, msg: M.staffOnly });
    expect(await answer(agent, id, "   ")).toMatchObject({ status: 400, msg: "参数格式不正确：answer" });
    expect((await answer(agent, id, "答".repeat(501))).status).toBe(400);
    expect(await answer(agent, "abc", "可以")).toMatchObject({ status: 400, msg: "参数格式不正确：id" });
    expect(await answer(agent, 999999, "可以")).toMatchObject({ status: 404, msg: M.ticketNotFound });
    expect((await answer(agent, id, "不支持下载，可离线缓存。")).status).toBe(200);
    expect(await answer(agent, id, "再答一次")).toMatchObject({ status: 409, msg: M.ticketAlreadyAnswered });
    const [message] = await inbox(DEMO.plain);
    expect(message!.content).toContain("不支持下载，可离线缓存。");
  });
});
