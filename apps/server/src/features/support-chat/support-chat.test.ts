import type { SupportTicketData } from "@taxlearn/api";
import { SUPPORT_CHAT_LIMITS } from "@taxlearn/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole, revokeRole } from "../../auth/user-roles";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { SUPPORT_CHAT_MESSAGES as M } from "./support-chat.messages";
import { STAFF_PHONE } from "./support-chat.testing";

// The HTTP half of the live chat: passes, left messages (tickets) and the staff role. The socket: chat-socket.test.ts.

let t: TestServer;
let learnerA: string;
let learnerB: string;
let agent: string;
beforeAll(async () => {
  t = await startTestServer();
  learnerA = await loginAs(t.app, DEMO.plain);
  learnerB = await loginAs(t.app, DEMO.vip);
  agent = await loginAs(t.app, STAFF_PHONE);
});
afterAll(async () => {
  await t?.close();
});

const pass = (token: string | undefined, role: string) =>
  call<{ pass: string; expiresAt: string; online: boolean }>(t.app, "POST", "/api/service/chat/pass", {
    token,
    json: { role },
  });

describe("POST /api/service/chat/pass", () => {
  it("needs a login", async () => {
    const { body } = await pass(undefined, "learner");
    expect(body.status).toBe(401);
  });

  it("gives a learner a one-time pass valid for a minute, and says whether the service is open", async () => {
    const { body } = await pass(learnerA, "learner");
    expect(body.status).toBe(200);
    // a random secret, then the login it is bound to (auth/socket-passes)
    expect(body.data.pass).toMatch(/^[\w-]{43}\.[0-9a-f]{64}$/);
    expect(Date.parse(body.data.expiresAt) - t.now().getTime()).toBe(60_000);
    // TEST_START is a Friday, 10:00 in Beijing
    expect(body.data.online).toBe(true);
  });

  it("refuses the agent role to a learner (403) and gives it to staff", async () => {
    const refused = await pass(learnerA, "agent");
    expect(refused.body).toMatchObject({ status: 403, msg: M.staffOnly });
    expect((await pass(agent, "agent")).body.status).toBe(200);
  });

  it("names the field of a bad role", async () => {
    const { body } = await pass(learnerA, "admin");
    expect(body.status).toBe(400);
    expect(body.msg).toContain("role");
  });
});

describe("left messages (tickets)", () => {
  const leave = (token: string | undefined, form: Record<string, string>) =>
    call<{ id: number }>(t.app, "POST", "/api/service/chat/leaveMessage", { token, form });
  const list = (token: string, query = "") =>
    call<{ list: SupportTicketData[]; total: number }>(t.app, "GET", `/api/service/agent/tickets${query}`, { token });

  it("stores a learner's message as plain text with their phone as the contact, and staff list it", async () => {
    expect((await leave(undefined, { content: "你好" })).body.status).toBe(401);
    const { body } = await leave(learnerA, { content: "  <b>发票</b>怎么开？ " });
    expect(body).toMatchObject({ status: 200, msg: M.ticketSaved });
    const listed = await list(agent);
    const ticket = listed.body.data.list.find((x) => x.id === body.data.id)!;
    expect(ticket).toMatchObject({ content: "<b>发票</b>怎么开？", contact: DEMO.plain, learner: "138****0001" });
    expect(ticket.status).toBe("open");
  });

  it("takes another call-back number and refuses a bad one or an empty or too long text, naming the field", async () => {
    const other = await leave(learnerB, { content: "请回电", contact: "13911112222" });
    expect(other.body.status).toBe(200);
    expect((await leave(learnerB, { content: "请回电", contact: "12345" })).body.msg).toContain("contact");
    expect((await leave(learnerB, { content: "   " })).body.msg).toContain("content");
    const long = "税".repeat(SUPPORT_CHAT_LIMITS.maxTicketLength + 1);
    expect((await leave(learnerB, { content: long })).body).toMatchObject({ status: 400 });
    expect((await leave(learnerB, { content: long.slice(1) })).body.status).toBe(200);
  });

  it("refuses the list and the handling to learners (403), whatever the id", async () => {
    const listed = await list(learnerA);
    expect(listed.body).toMatchObject({ status: 403, data: null });
    const handled = await call(t.app, "POST", "/api/service/agent/tickets/handle", {
      token: learnerA,
      form: { id: "1" },
    });
    expect(handled.body).toMatchObject({ status: 403, msg: M.staffOnly });
  });

  it("lets staff mark a ticket handled (idempotent) and filter by status", async () => {
    const { body } = await leave(learnerA, { content: "课程无法播放" });
    const first = await call<SupportTicketData>(t.app, "POST", "/api/service/agent/tickets/handle", {
      token: agent,
      form: { id: String(body.data.id) },
    });
    expect(first.body.data).toMatchObject({ status: "handled", handledAt: t.now().toISOString() });
    const again = await call<SupportTicketData>(t.app, "POST", "/api/service/agent/tickets/handle", {
      token: agent,
      form: { id: String(body.data.id) },
    });
    expect(again.body.data.handledAt).toBe(first.body.data.handledAt);
    const handled = await list(agent, "?status=handled");
    expect(handled.body.data.list.map((x) => x.id)).toEqual([body.data.id]);
    const open = await list(agent, "?status=open&pageSize=10&page=1");
    expect(open.body.data.list.every((x) => x.status === "open")).toBe(true);
    const missing = await call(t.app, "POST", "/api/service/agent/tickets/handle", {
      token: agent,
      form: { id: "99999" },
    });
    expect(missing.body).toMatchObject({ status: 404, msg: M.ticketNotFound });
  });

  it("refuses a sixth message within an hour (429) and takes one again after it", async () => {
    const learner = await loginAs(t.app, DEMO.vip);
    // learner B has left 2 so far
    for (const content of ["三", "四", "五"]) expect((await leave(learner, { content })).body.status).toBe(200);
    expect((await leave(learner, { content: "六" })).body).toMatchObject({ status: 429, msg: M.tooManyTickets });
    t.advance(60 * 60 * 1000);
    expect((await leave(learner, { content: "七" })).body.status).toBe(200);
  });

  it("answers a revoked staff account 403", async () => {
    const userId = await staffUserId();
    await revokeRole(t.server.db, userId, "staff");
    try {
      expect((await list(agent)).body.status).toBe(403);
    } finally {
      await grantRole(t.server.db, userId, "staff", t.now());
    }
    expect((await list(agent)).body.status).toBe(200);
  });
});

async function staffUserId(): Promise<number> {
  const { body } = await call<{ uid: number }>(t.app, "GET", "/api/userInfo", { token: agent });
  return body.data.uid;
}

describe("the sandbox clock of the service hours", () => {
  const setClock = (at: unknown, token = t.sandboxToken) =>
    call<{ online: boolean }>(t.app, "POST", "/api/dev/support-chat/clock", {
      json: { at },
      headers: { "x-sms-sandbox-token": token },
    });

  it("needs the sandbox token, takes an instant or null, and moves only the service hours", async () => {
    expect((await setClock(null, "wrong-token-wrong-token")).http).toBe(403);
    expect((await setClock("yesterday")).body.status).toBe(400);
    // Saturday 10:00 in Beijing
    expect((await setClock("2026-11-21T02:00:00Z")).body.data.online).toBe(false);
    expect((await pass(learnerA, "learner")).body.data.online).toBe(false);
    expect((await setClock(null)).body.data.online).toBe(true);
  });

  it("does not exist in production", async () => {
    const production = await startTestServer({ production: true, seed: false }).catch((error: Error) => error);
    // production refuses the sandbox SMS sender, so the route can never be mounted there
    expect(production).toBeInstanceOf(Error);
  });
});
