import { SUPPORT_CHAT_LIMITS } from "@taxlearn/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { grantRole, revokeRole } from "../../auth/user-roles";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { CLOSE, MAX_SOCKETS_PER_USER } from "./chat-socket";
import { SUPPORT_CHAT_MESSAGES as M } from "./support-chat.messages";
import { ChatClient, listen, STAFF_PHONE } from "./support-chat.testing";

// The chat over the WebSocket: auth by pass, the staff role, scoping, history, limits; on PostgreSQL also across
// two processes (LISTEN/NOTIFY).

let t: TestServer;
let net: Awaited<ReturnType<typeof listen>>;
let learnerA: string;
let learnerB: string;
let agent: string;
const open: ChatClient[] = [];
const connect = async (token: string, role: "learner" | "agent" = "learner") => {
  const result = await ChatClient.connect(t, net.url, token, role);
  open.push(result.client);
  return result;
};
beforeAll(async () => {
  t = await startTestServer();
  net = await listen(t);
  learnerA = await loginAs(t.app, DEMO.plain);
  learnerB = await loginAs(t.app, DEMO.vip);
  agent = await loginAs(t.app, STAFF_PHONE);
});
afterAll(async () => {
  for (const c of open) c.close();
  await net?.close();
  await t?.close();
});

describe("connecting", () => {
  it("refuses a socket whose first frame is not a valid pass, and a pass used twice", async () => {
    const noAuth = await ChatClient.open(net.url);
    noAuth.send({ type: "send", text: "你好" });
    expect(await noAuth.next((f) => f.type === "error")).toEqual({ type: "error", msg: M.authFirst });
    expect(await noAuth.closedWith()).toBe(CLOSE.unauthorised);

    const forged = await ChatClient.open(net.url);
    forged.send({ type: "auth", pass: "not-a-pass" });
    expect(await forged.next((f) => f.type === "error")).toEqual({ type: "error", msg: M.passInvalid });
    expect(await forged.closedWith()).toBe(CLOSE.unauthorised);

    const { body } = await call<{ pass: string }>(t.app, "POST", "/api/service/chat/pass", {
      token: learnerA,
      json: { role: "learner" },
    });
    const first = await ChatClient.open(net.url);
    first.send({ type: "auth", pass: body.data.pass });
    await first.next((f) => f.type === "ready");
    first.close();
    const replay = await ChatClient.open(net.url);
    replay.send({ type: "auth", pass: body.data.pass });
    expect(await replay.closedWith()).toBe(CLOSE.unauthorised);
  });

  it("refuses an expired pass", async () => {
    const { body } = await call<{ pass: string }>(t.app, "POST", "/api/service/chat/pass", {
      token: learnerA,
      json: { role: "learner" },
    });
    t.advance(61_000);
    const late = await ChatClient.open(net.url);
    late.send({ type: "auth", pass: body.data.pass });
    expect(await late.closedWith()).toBe(CLOSE.unauthorised);
  });

  it("refuses a cross-site origin at the upgrade (403) and other paths (404), accepts its own origin", async () => {
    const refused = (url: string, headers: Record<string, string>) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(url, { headers });
        ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
        ws.on("open", () => resolve(101));
        ws.on("error", () => {});
      });
    expect(await refused(net.url, { origin: "https://evil.example" })).toBe(403);
    expect(await refused(net.url.replace("/chat/ws", "/chat/other"), {})).toBe(404);
    const own = await ChatClient.open(net.url, { origin: net.origin });
    own.close();
  });

  it("closes a socket that sends a frame over 4 KB (1009) or binary data (1003)", async () => {
    const { client } = await connect(learnerB);
    client.send(JSON.stringify({ type: "send", text: "税".repeat(2000) }));
    expect(await client.closedWith()).toBe(1009);
    const { client: binary } = await connect(learnerB);
    binary.ws.send(Buffer.from([1, 2, 3]));
    expect(await binary.closedWith()).toBe(CLOSE.badData);
  });

  it(`allows ${MAX_SOCKETS_PER_USER} sockets per account and refuses one more`, async () => {
    const clients = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) clients.push((await connect(learnerB)).client);
    const { body } = await call<{ pass: string }>(t.app, "POST", "/api/service/chat/pass", {
      token: learnerB,
      json: { role: "learner" },
    });
    const extra = await ChatClient.open(net.url);
    extra.send({ type: "auth", pass: body.data.pass });
    expect(await extra.next((f) => f.type === "error")).toEqual({ type: "error", msg: M.tooManyConnections });
    expect(await extra.closedWith()).toBe(CLOSE.tooMany);
    for (const c of clients) c.close();
    await expect.poll(() => net.chat.socketsOf(clientsUser)).toBe(0);
  });
});

let clientsUser = -1;
beforeAll(async () => {
  const { body } = await call<{ uid: number }>(t.app, "GET", "/api/userInfo", { token: learnerB });
  clientsUser = body.data.uid;
});

describe("a chat between a learner and an agent", () => {
  it("queues, claims, exchanges messages with typing and read marks, and closes", async () => {
    const { client: learner, ready } = await connect(learnerA);
    expect(ready).toEqual({ type: "ready", role: "learner", online: true, thread: null });
    const { client: console_, ready: agentReady } = await connect(agent, "agent");
    expect(agentReady).toMatchObject({ type: "ready", role: "agent", queue: [], mine: [] });

    learner.send({ type: "send", text: "  请问<script>发票</script>怎么开？ " });
    const queued = await console_.next((f) => f.type === "conversation");
    expect(queued).toMatchObject({
      conversation: { status: "waiting", learner: "138****0001", preview: "请问<script>发票</script>怎么开？" },
    });
    const own = await learner.next((f) => f.type === "message");
    expect(own).toMatchObject({ message: { from: "learner", text: "请问<script>发票</script>怎么开？" } });
    const conversationId = queued.type === "conversation" ? queued.conversation.id : 0;

    console_.send({ type: "claim", conversationId });
    const thread = await console_.next((f) => f.type === "thread");
    expect(thread).toMatchObject({
      thread: { conversation: { id: conversationId, status: "active", agent: "客服小税" } },
    });
    expect(await learner.next((f) => f.type === "conversation")).toMatchObject({
      conversation: { status: "active", agent: "客服小税" },
    });
    expect(await learner.next((f) => f.type === "message")).toMatchObject({
      message: { from: "system", text: M.claimed("客服小税") },
    });

    console_.send({ type: "typing", conversationId });
    expect(await learner.next((f) => f.type === "typing")).toEqual({ type: "typing", conversationId, from: "agent" });
    console_.send({ type: "send", conversationId, text: "您好，请提供订单号" });
    const reply = await learner.next((f) => f.type === "message");
    const replyId = reply.type === "message" ? reply.message.id : 0;
    expect(reply).toMatchObject({ message: { from: "agent", text: "您好，请提供订单号" } });

    learner.send({ type: "read", upTo: replyId });
    expect(await console_.next((f) => f.type === "read")).toEqual({
      type: "read",
      conversationId,
      by: "learner",
      upTo: replyId,
    });
    // a mark past the last message is held at the last message; it never goes back
    learner.send({ type: "read", upTo: replyId + 1000 });
    expect(await console_.next((f) => f.type === "read")).toMatchObject({ upTo: replyId });
    learner.send({ type: "read", upTo: 1 });
    expect(await console_.next((f) => f.type === "read")).toMatchObject({ upTo: replyId });

    learner.send({ type: "typing" });
    expect(await console_.next((f) => f.type === "typing")).toEqual({
      type: "typing",
      conversationId,
      from: "learner",
    });

    // the history on reconnect: everything so far, in order, with the read marks
    learner.close();
    const again = await connect(learnerA);
    expect(again.ready).toMatchObject({
      role: "learner",
      thread: { conversation: { id: conversationId, status: "active", learnerReadUpTo: replyId } },
    });
    const history = again.ready.type === "ready" && again.ready.role === "learner" ? again.ready.thread!.messages : [];
    expect(history.map((m) => m.from)).toEqual(["learner", "system", "agent"]);

    console_.send({ type: "close", conversationId });
    expect(await again.client.next((f) => f.type === "conversation")).toMatchObject({
      conversation: { status: "closed" },
    });
    // a new message after the close opens a new conversation in the queue
    again.client.send({ type: "send", text: "还有一个问题" });
    const next = await console_.next((f) => f.type === "conversation" && f.conversation.status === "waiting");
    expect(next).toMatchObject({ conversation: { preview: "还有一个问题" } });
    expect(next.type === "conversation" && next.conversation.id).not.toBe(conversationId);
  });

  it("keeps learner B out of A's conversation: B's frames never reach it and B hears nothing of it", async () => {
    const { client: a } = await connect(learnerA);
    const { client: b, ready } = await connect(learnerB);
    expect(ready).toMatchObject({ thread: null });
    const { client: console_, ready: agentReady } = await connect(agent, "agent");
    const aConversation = agentReady.type === "ready" && agentReady.role === "agent" ? agentReady.queue[0]!.id : 0;
    // a learner's conversationId is ignored: B's message goes to B's own new conversation
    b.send({ type: "send", text: "B的问题", conversationId: aConversation });
    const bQueued = await console_.next((f) => f.type === "conversation");
    expect(bQueued).toMatchObject({ conversation: { learner: "138****0002", preview: "B的问题" } });
    expect(bQueued.type === "conversation" && bQueued.conversation.id).not.toBe(aConversation);
    // learners cannot claim or close
    b.send({ type: "claim", conversationId: aConversation });
    expect(await b.next((f) => f.type === "error")).toEqual({ type: "error", msg: M.staffOnly });
    a.send({ type: "send", text: "A的补充" });
    await a.next((f) => f.type === "message" && f.message.text === "A的补充");
    await new Promise((r) => setTimeout(r, 100));
    expect(b.frames.some((f) => JSON.stringify(f).includes("A的补充"))).toBe(false);
    expect(a.frames.some((f) => JSON.stringify(f).includes("B的问题"))).toBe(false);
  });

  it("lets only the claiming agent answer, and only one agent claim", async () => {
    const { client: console_, ready } = await connect(agent, "agent");
    const waiting = ready.type === "ready" && ready.role === "agent" ? ready.queue : [];
    expect(waiting.length).toBeGreaterThan(0);
    const target = waiting[0]!.id;
    // a second staff account
    const { body } = await call<{ uid: number }>(t.app, "GET", "/api/userInfo", { token: learnerB });
    await grantRole(t.server.db, body.data.uid, "staff", t.now());
    try {
      const { client: other } = await connect(learnerB, "agent");
      other.send({ type: "send", conversationId: target, text: "抢答" });
      expect(await other.next((f) => f.type === "error")).toEqual({ type: "error", msg: M.notYours });
      console_.send({ type: "claim", conversationId: target });
      await console_.next((f) => f.type === "thread");
      other.send({ type: "claim", conversationId: target });
      expect(await other.next((f) => f.type === "error")).toEqual({ type: "error", msg: M.notWaiting });
      other.send({ type: "close", conversationId: target });
      expect(await other.next((f) => f.type === "error")).toEqual({ type: "error", msg: M.notYours });
    } finally {
      await revokeRole(t.server.db, body.data.uid, "staff");
    }
  });

  it("checks the staff role at the socket too: a pass of a since revoked agent is refused, an open console cut off", async () => {
    const { client: console_ } = await connect(agent, "agent");
    const { body } = await call<{ uid: number }>(t.app, "GET", "/api/userInfo", { token: agent });
    const issued = await call<{ pass: string }>(t.app, "POST", "/api/service/chat/pass", {
      token: agent,
      json: { role: "agent" },
    });
    await revokeRole(t.server.db, body.data.uid, "staff");
    try {
      const late = await ChatClient.open(net.url);
      late.send({ type: "auth", pass: issued.body.data.pass });
      expect(await late.next((f) => f.type === "error")).toEqual({ type: "error", msg: M.staffOnly });
      expect(await late.closedWith()).toBe(CLOSE.forbidden);
      console_.send({ type: "typing", conversationId: 1 });
      expect(await console_.next((f) => f.type === "error")).toEqual({ type: "error", msg: M.staffOnly });
      expect(await console_.closedWith()).toBe(CLOSE.forbidden);
    } finally {
      await grantRole(t.server.db, body.data.uid, "staff", t.now());
    }
  });
});

describe("limits", () => {
  it("refuses empty and too long messages without storing them", async () => {
    const { client } = await connect(learnerB);
    client.send({ type: "send", text: "   " });
    expect(await client.next((f) => f.type === "error")).toEqual({ type: "error", msg: M.empty });
    client.send({ type: "send", text: "a".repeat(SUPPORT_CHAT_LIMITS.maxMessageLength + 1) });
    expect(await client.next((f) => f.type === "error")).toEqual({
      type: "error",
      msg: M.tooLong(SUPPORT_CHAT_LIMITS.maxMessageLength),
    });
    client.send({ type: "nonsense" });
    expect(await client.next((f) => f.type === "error")).toEqual({ type: "error", msg: M.badFrame });
    client.send("{not json");
    expect(await client.next((f) => f.type === "error")).toEqual({ type: "error", msg: M.badFrame });
  });

  it(`takes ${SUPPORT_CHAT_LIMITS.messagesPerWindow} messages per window from a learner, then refuses until it passes`, async () => {
    t.advance(SUPPORT_CHAT_LIMITS.rateWindowMs + 1);
    const { client } = await connect(learnerB);
    for (let i = 0; i < SUPPORT_CHAT_LIMITS.messagesPerWindow; i++) {
      client.send({ type: "send", text: `第${i}条` });
      await client.next((f) => f.type === "message" && f.message.text === `第${i}条`);
    }
    client.send({ type: "send", text: "太快了" });
    expect(await client.next((f) => f.type === "error")).toEqual({ type: "error", msg: M.tooFast });
    t.advance(SUPPORT_CHAT_LIMITS.rateWindowMs + 1);
    client.send({ type: "send", text: "可以了" });
    await client.next((f) => f.type === "message" && f.message.text === "可以了");
  });

  it("outside the service hours: no new conversation, the window says offline", async () => {
    t.server.supportChat.setHoursClock(new Date("2026-11-21T02:00:00Z"));
    try {
      const fresh = await loginAs(t.app, STAFF_PHONE);
      const { client, ready } = await connect(fresh);
      expect(ready).toMatchObject({ online: false, thread: null });
      client.send({ type: "send", text: "周六有人吗" });
      expect(await client.next((f) => f.type === "error")).toEqual({ type: "error", msg: M.offline });
    } finally {
      t.server.supportChat.setHoursClock(null);
    }
  });
});

describe.runIf(process.env.DATABASE_URL)("several processes on one PostgreSQL", () => {
  it("carries a chat between a learner on one process and an agent on another (LISTEN/NOTIFY)", async () => {
    const second = await startTestServer({ shareDatabaseOf: t });
    const net2 = await listen(second);
    try {
      const fresh = await loginAs(t.app, DEMO.plain);
      const { client: learner } = await connect(fresh);
      const agentToken = await loginAs(second.app, STAFF_PHONE);
      const { client: console_ } = await ChatClient.connect(second, net2.url, agentToken, "agent");
      open.push(console_);
      // learner A's conversation is the agent's (claimed above): a message crosses to the other process …
      learner.send({ type: "send", text: "跨进程的问题" });
      const asked = await console_.next((f) => f.type === "message" && f.message.text === "跨进程的问题");
      const active = asked.type === "message" ? asked.message.conversationId : 0;
      // … the close comes back, and a new message reaches the other process's queue
      console_.send({ type: "close", conversationId: active });
      await learner.next((f) => f.type === "conversation" && f.conversation.status === "closed");
      learner.send({ type: "send", text: "新的问题" });
      const queued = await console_.next((f) => f.type === "conversation" && f.conversation.preview === "新的问题");
      const conversationId = queued.type === "conversation" ? queued.conversation.id : 0;
      console_.send({ type: "claim", conversationId });
      await console_.next((f) => f.type === "thread" && f.thread.conversation.id === conversationId);
      await learner.next((f) => f.type === "conversation" && f.conversation.status === "active");
      console_.send({ type: "send", conversationId, text: "跨进程的回答" });
      expect(await learner.next((f) => f.type === "message" && f.message.from === "agent")).toMatchObject({
        message: { text: "跨进程的回答", conversationId },
      });
    } finally {
      await net2.close();
      await second.close();
    }
  });
});
