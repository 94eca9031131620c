import { LIVE_CHAT_LIMITS } from "@taxlearn/core";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { grantRole, revokeRole } from "../../auth/user-roles";
import { liveChatMessages, liveChatMutes, liveSessions, users } from "../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { LIVE_CHAT_MESSAGES as M } from "./live.messages";
import { LiveChatClient, listenLiveChat } from "./live-chat.testing";
import { CLOSE_NOT_FOUND } from "./live-chat-socket";

// A live session's chat over its WebSocket: auth, scoping between sessions, the live-only rule, text rules, the rate
// limit and mutes. Session A is presented by lecturer 1 (account 13900000101), B by lecturer 2.

const LECTURER_A = "13900000101";
const LECTURER_B = "13900000102";
const STAFF = "13800000009";

let t: TestServer;
let net: Awaited<ReturnType<typeof listenLiveChat>>;
let learner: string;
let other: string;
let lecturerA: string;
let lecturerB: string;
let staff: string;
let A: number;
let B: number;
const open: LiveChatClient[] = [];
const join = async (token: string, liveId: number) => {
  const result = await LiveChatClient.join(t, net.url, token, liveId);
  open.push(result.client);
  return result;
};
const setStatus = (id: number, status: number) =>
  t.server.db.update(liveSessions).set({ status }).where(eq(liveSessions.id, id));
const userId = async (mobile: string) =>
  (await t.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)))[0]!.id;
/** Moves past the rate window so earlier sends do not count. */
const nextWindow = () => t.advance(LIVE_CHAT_LIMITS.rateWindowMs + 1);

beforeAll(async () => {
  t = await startTestServer();
  net = await listenLiveChat(t);
  learner = await loginAs(t.app, DEMO.plain);
  other = await loginAs(t.app, DEMO.vip);
  lecturerA = await loginAs(t.app, LECTURER_A);
  lecturerB = await loginAs(t.app, LECTURER_B);
  staff = await loginAs(t.app, STAFF);
  const ids = (await t.server.db.select({ id: liveSessions.id }).from(liveSessions).orderBy(liveSessions.id)).map(
    (r) => r.id,
  );
  [A, B] = [ids[0]!, ids[1]!];
  await t.server.db.update(liveSessions).set({ lecturerId: 1 }).where(eq(liveSessions.id, A));
  await t.server.db.update(liveSessions).set({ lecturerId: 2 }).where(eq(liveSessions.id, B));
});
beforeEach(async () => {
  await setStatus(A, 1);
  await setStatus(B, 1);
  nextWindow();
});
// each test leaves no socket behind (an account may hold only a few per process)
afterEach(async () => {
  const closing = open.splice(0);
  for (const c of closing) c.close();
  await Promise.all(closing.map((c) => c.closedWith().catch(() => {})));
  await new Promise((r) => setTimeout(r, 20));
});
afterAll(async () => {
  await net?.close();
  await t?.close();
});

describe("joining", () => {
  it("needs a login for a pass, a valid one-time pass as the first frame, and an existing session", async () => {
    const anonymous = await call(t.app, "POST", "/api/live/chat/pass", { form: { id: String(A) } });
    expect(anonymous.body.status).toBe(401);
    const unknown = await call(t.app, "POST", "/api/live/chat/pass", { token: learner, form: { id: "999999" } });
    expect(unknown.body).toMatchObject({ status: 404, msg: "直播不存在" });

    const noAuth = await LiveChatClient.open(net.url);
    noAuth.send({ type: "send", text: "你好" });
    expect(await noAuth.error()).toBe(M.authFirst);
    expect(await noAuth.closedWith()).toBe(4001);

    const forged = await LiveChatClient.open(net.url);
    forged.send({ type: "auth", pass: "forged", liveId: A });
    expect(await forged.error()).toBe(M.passInvalid);

    // a support-chat pass does not open a live chat
    const support = await call<{ pass: string }>(t.app, "POST", "/api/service/chat/pass", {
      token: learner,
      json: { role: "learner" },
    });
    const wrongKind = await LiveChatClient.open(net.url);
    wrongKind.send({ type: "auth", pass: support.body.data.pass, liveId: A });
    expect(await wrongKind.error()).toBe(M.passInvalid);

    const pass = await call<{ pass: string }>(t.app, "POST", "/api/live/chat/pass", {
      token: learner,
      form: { id: String(A) },
    });
    // a pass opens only the session it was issued for
    const elsewhere = await LiveChatClient.open(net.url);
    elsewhere.send({ type: "auth", pass: pass.body.data.pass, liveId: 999999 });
    expect(await elsewhere.error()).toBe(M.passInvalid);
    expect(await elsewhere.closedWith()).toBe(4001);

    // a session deleted after its pass was issued
    const doomed = await t.server.db
      .insert(liveSessions)
      .values({ ...(await t.server.db.select().from(liveSessions).where(eq(liveSessions.id, A)))[0]!, id: 999998 })
      .returning({ id: liveSessions.id });
    const doomedPass = await call<{ pass: string }>(t.app, "POST", "/api/live/chat/pass", {
      token: learner,
      form: { id: String(doomed[0]!.id) },
    });
    await t.server.db.delete(liveSessions).where(eq(liveSessions.id, 999998));
    const gone = await LiveChatClient.open(net.url);
    gone.send({ type: "auth", pass: doomedPass.body.data.pass, liveId: 999998 });
    expect(await gone.error()).toBe(M.notFound);
    expect(await gone.closedWith()).toBe(CLOSE_NOT_FOUND);
  });

  it("refuses a browser from another site (Origin)", async () => {
    await expect(LiveChatClient.open(net.url, { origin: "https://evil.example" })).rejects.toThrow(/403/);
  });

  it("tells each account its role: the session's lecturer, staff, or a learner", async () => {
    expect((await join(lecturerA, A)).ready).toMatchObject({ role: "lecturer", phase: "open", muted: false });
    expect((await join(lecturerB, A)).ready).toMatchObject({ role: "learner" });
    expect((await join(staff, A)).ready).toMatchObject({ role: "staff" });
    expect((await join(learner, A)).ready).toMatchObject({ role: "learner", mutedUsers: [] });
  });
});

describe("messages", () => {
  it("reach everyone in the session and nobody in another one, lecturer messages flagged", async () => {
    const { client: a1 } = await join(learner, A);
    const { client: a2 } = await join(lecturerA, A);
    const { client: b1 } = await join(other, B);
    a1.send({ type: "send", text: "  老师好  " });
    const seen = await a2.next((f) => f.type === "message");
    expect(seen).toMatchObject({ message: { liveId: A, text: "老师好", lecturer: false } });
    if (seen.type === "message") expect(seen.message.name).not.toContain(DEMO.plain);
    a2.send({ type: "send", text: "同学们好" });
    expect(await a1.next((f) => f.type === "message" && f.message.text === "同学们好")).toMatchObject({
      message: { lecturer: true },
    });
    b1.send({ type: "send", text: "B 场的消息" });
    await b1.next((f) => f.type === "message");
    await new Promise((r) => setTimeout(r, 150));
    expect(a1.frames.some((f) => f.type === "message" && f.message.liveId === B)).toBe(false);
    expect(b1.frames.filter((f) => f.type === "message").map((f) => f.type === "message" && f.message.text)).toEqual([
      "B 场的消息",
    ]);
  });

  it("keeps HTML as text, and refuses empty or too long messages in Chinese", async () => {
    const { client } = await join(learner, A);
    client.send({ type: "send", text: "<img src=x onerror=alert(1)>" });
    expect(await client.next((f) => f.type === "message")).toMatchObject({
      message: { text: "<img src=x onerror=alert(1)>" },
    });
    const [stored] = await t.server.db
      .select({ body: liveChatMessages.body })
      .from(liveChatMessages)
      .where(eq(liveChatMessages.body, "<img src=x onerror=alert(1)>"));
    expect(stored).toBeDefined();
    client.send({ type: "send", text: "   " });
    expect(await client.error()).toBe(M.empty);
    client.send({ type: "send", text: "字".repeat(LIVE_CHAT_LIMITS.maxMessageLength + 1) });
    expect(await client.error()).toBe(M.tooLong);
    client.send({ type: "send", text: "字".repeat(LIVE_CHAT_LIMITS.maxMessageLength) });
    expect(await client.next((f) => f.type === "message")).toBeDefined();
    client.send("not json");
    expect(await client.error()).toBe(M.badFrame);
  });

  it("sends the latest messages on join, oldest first, at most historySize", async () => {
    const { ready } = await join(other, A);
    if (ready.type !== "ready") throw new Error();
    expect(ready.messages.length).toBeLessThanOrEqual(LIVE_CHAT_LIMITS.historySize);
    expect(ready.messages.every((m) => m.liveId === A)).toBe(true);
    const ids = ready.messages.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(ready.messages.at(-1)?.text).toBe("字".repeat(LIVE_CHAT_LIMITS.maxMessageLength));
  });

  it("is open only while live: 直播未开始 before, read-only 直播已结束 after", async () => {
    await setStatus(A, 0);
    const { client, ready } = await join(learner, A);
    expect(ready).toMatchObject({ phase: "notStarted" });
    client.send({ type: "send", text: "在吗" });
    expect(await client.error()).toBe(M.notStarted);
    await setStatus(A, 2);
    client.send({ type: "send", text: "在吗" });
    expect(await client.next((f) => f.type === "phase")).toEqual({ type: "phase", phase: "ended" });
    expect(await client.error()).toBe(M.ended);
    const after = await join(other, A);
    expect(after.ready).toMatchObject({ phase: "ended" });
    if (after.ready.type === "ready") expect(after.ready.messages.length).toBeGreaterThan(0);
  });
});

describe("rate limit", () => {
  it(`allows ${LIVE_CHAT_LIMITS.messagesPerWindow} messages per ${LIVE_CHAT_LIMITS.rateWindowMs} ms per account and session`, async () => {
    const { client } = await join(other, A);
    const { client: inB } = await join(other, B);
    // property: for any number of attempts in one window, exactly min(n, limit) get through, the rest are refused
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: LIVE_CHAT_LIMITS.messagesPerWindow + 3 }), async (n) => {
        nextWindow();
        run += 1;
        const before = client.frames.filter((f) => f.type === "message").length;
        for (let i = 0; i < n; i++) client.send({ type: "send", text: `${run}-${i}` });
        const through = Math.min(n, LIVE_CHAT_LIMITS.messagesPerWindow);
        // One socket's frames are handled in order, so the first `through` sends are the accepted ones. Their
        // frames reach the socket through the event bus (NOTIFY on PostgreSQL) and the refusals directly, so the
        // two kinds may arrive in either order: each of the n answers is taken as it comes.
        const accepted: string[] = [];
        const refusals: string[] = [];
        for (let i = 0; i < n; i++) {
          const answer = await client.next(
            (f) => (f.type === "message" && f.message.text.startsWith(`${run}-`)) || f.type === "error",
          );
          if (answer.type === "message") accepted.push(answer.message.text);
          if (answer.type === "error") refusals.push(answer.msg);
        }
        expect(accepted.sort()).toEqual(Array.from({ length: through }, (_, i) => `${run}-${i}`).sort());
        expect(refusals).toEqual(Array.from({ length: n - through }, () => M.tooFast));
        await new Promise((r) => setTimeout(r, 30));
        expect(client.frames.filter((f) => f.type === "message").length - before).toBe(through);
      }),
      { numRuns: 5 },
    );
    // the limit is per session: the same account may still write into session B
    inB.send({ type: "send", text: "B 场" });
    expect(await inB.next((f) => f.type === "message")).toMatchObject({ message: { text: "B 场" } });
    // and a new window lets the account write again
    for (let i = 0; i < LIVE_CHAT_LIMITS.messagesPerWindow; i++) client.send({ type: "send", text: `满${i}` });
    client.send({ type: "send", text: "超出" });
    expect(await client.error()).toBe(M.tooFast);
    nextWindow();
    client.send({ type: "send", text: "新窗口" });
    expect(await client.next((f) => f.type === "message" && f.message.text === "新窗口")).toBeDefined();
  });
});

describe("mutes", () => {
  it("the session's lecturer mutes and unmutes; the muted learner is refused in Chinese and told", async () => {
    const plainId = await userId(DEMO.plain);
    const { client: lecturer } = await join(lecturerA, A);
    const { client: learnerSocket } = await join(learner, A);
    lecturer.send({ type: "mute", userId: plainId });
    expect(await learnerSocket.next((f) => f.type === "muted")).toMatchObject({ userId: plainId, muted: true });
    expect(await lecturer.next((f) => f.type === "muted")).toMatchObject({ userId: plainId, muted: true });
    learnerSocket.send({ type: "send", text: "我还能说话吗" });
    expect(await learnerSocket.error()).toBe(M.muted);
    // a rejoin says so; the lecturer's ready lists the muted
    expect((await join(learner, A)).ready).toMatchObject({ muted: true });
    expect((await join(lecturerA, A)).ready).toMatchObject({ mutedUsers: [{ userId: plainId }] });
    // muted in A only
    const { client: inB } = await join(learner, B);
    inB.send({ type: "send", text: "B 场可以" });
    expect(await inB.next((f) => f.type === "message")).toBeDefined();
    lecturer.send({ type: "unmute", userId: plainId });
    expect(await learnerSocket.next((f) => f.type === "muted")).toMatchObject({ muted: false });
    learnerSocket.send({ type: "send", text: "解除了" });
    expect(await learnerSocket.next((f) => f.type === "message" && f.message.text === "解除了")).toBeDefined();
  });

  it("staff may mute; a learner, another session's lecturer and a revoked staff account may not", async () => {
    const vipId = await userId(DEMO.vip);
    const staffId = await userId(STAFF);
    const lecturerId = await userId(LECTURER_A);
    const { client: byLearner } = await join(learner, A);
    byLearner.send({ type: "mute", userId: vipId });
    expect(await byLearner.error()).toBe(M.moderatorsOnly);
    const { client: byOtherLecturer } = await join(lecturerB, A);
    byOtherLecturer.send({ type: "mute", userId: vipId });
    expect(await byOtherLecturer.error()).toBe(M.moderatorsOnly);
    const { client: byStaff } = await join(staff, A);
    byStaff.send({ type: "mute", userId: lecturerId });
    expect(await byStaff.error()).toBe(M.cannotMuteLecturer);
    byStaff.send({ type: "mute", userId: staffId });
    expect(await byStaff.error()).toBe(M.cannotMuteSelf);
    byStaff.send({ type: "mute", userId: 987654 });
    expect(await byStaff.error()).toBe(M.unknownUser);
    byStaff.send({ type: "mute", userId: vipId });
    expect(await byStaff.next((f) => f.type === "muted")).toMatchObject({ userId: vipId, muted: true });
    await revokeRole(t.server.db, staffId, "staff");
    byStaff.send({ type: "unmute", userId: vipId });
    expect(await byStaff.error()).toBe(M.moderatorsOnly);
    await grantRole(t.server.db, staffId, "staff", t.now());
    const rows = await t.server.db.select().from(liveChatMutes).where(eq(liveChatMutes.userId, vipId));
    expect(rows.map((r) => r.liveId)).toEqual([A]);
    await t.server.db.delete(liveChatMutes);
  });
});
