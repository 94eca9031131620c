import { LIVE_CHAT_WS_PATH, SUPPORT_CHAT_WS_PATH } from "@taxlearn/api";
import { eq, ne } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { courses, liveMedia, liveSessions } from "../db/schema";
import { LIVE_CHAT_MESSAGES } from "../features/live/live.messages";
import { LiveChatClient } from "../features/live/live-chat.testing";
import { attachLiveChat } from "../features/live/live-chat-socket";
import { LIVE_MEDIA_MESSAGES } from "../features/live-media/live-media.messages";
import { attachSupportChat } from "../features/support-chat/chat-socket";
import { SUPPORT_CHAT_MESSAGES } from "../features/support-chat/support-chat.messages";
import { ChatClient, STAFF_PHONE } from "../features/support-chat/support-chat.testing";
import type { FrameSocket } from "../testing/frame-socket";
import { listenWithSocket } from "../testing/frame-socket";
import { call, DEMO, loginAs, sendSmsCode, startTestServer, type TestServer } from "../testing/test-server";

// A socket lives as long as the login that opened it: logging out or changing the password closes that login's
// sockets at once, and a pass fetched before no longer opens one. A live-chat pass opens only the session it was
// issued for, and only someone who may watch that session gets one.

const UNAUTHORISED = 4001;

let t: TestServer;
let net: Awaited<ReturnType<typeof listenBoth>>;
let liveUrl: string;
let A: number;
let B: number;
const open: FrameSocket<unknown>[] = [];

const listenBoth = (server: TestServer) =>
  listenWithSocket(
    server,
    (http, context) => {
      const support = attachSupportChat(http, context);
      const live = attachLiveChat(http, context);
      return {
        close: async () => {
          await support.close();
          await live.close();
        },
      };
    },
    SUPPORT_CHAT_WS_PATH,
  );

const supportSocket = async (token: string) => {
  const { client } = await ChatClient.connect(t, net.url, token);
  open.push(client as FrameSocket<unknown>);
  return client;
};
const liveSocket = async (token: string, liveId = A) => {
  const { client } = await LiveChatClient.join(t, liveUrl, token, liveId);
  open.push(client as FrameSocket<unknown>);
  return client;
};
const supportPass = async (token: string) =>
  (await call<{ pass: string }>(t.app, "POST", "/api/service/chat/pass", { token, json: { role: "learner" } })).body;
const livePass = async (token: string, liveId: number) =>
  (await call<{ pass: string }>(t.app, "POST", "/api/live/chat/pass", { token, form: { id: String(liveId) } })).body;
const logout = (token: string) => call(t.app, "POST", "/api/auth/logout", { token });

/** A live socket still answers: a message it sends comes back to it. */
async function stillOpen(client: LiveChatClient, text: string) {
  client.send({ type: "send", text });
  const echoed = await client.next((f) => f.type === "message" && f.message.text === text);
  expect(echoed.type).toBe("message");
}

async function freshLearner(mobile: string, password: string) {
  await sendSmsCode(t, mobile, "register", { clientAddress: "198.51.100.120" });
  const { body } = await call<{ token: string }>(t.app, "POST", "/api/register", {
    form: { account: mobile, captcha: t.outbox.latest(mobile)!.code, password },
  });
  expect(body.status).toBe(200);
  t.advance(60_000);
  return body.data.token;
}

beforeAll(async () => {
  t = await startTestServer();
  net = await listenBoth(t);
  liveUrl = net.url.replace(SUPPORT_CHAT_WS_PATH, LIVE_CHAT_WS_PATH);
  const ids = (await t.server.db.select({ id: liveSessions.id }).from(liveSessions).orderBy(liveSessions.id)).map(
    (r) => r.id,
  );
  [A, B] = [ids[0]!, ids[1]!];
  await t.server.db.update(liveSessions).set({ status: 1 }).where(eq(liveSessions.id, A));
});
afterEach(async () => {
  const closing = open.splice(0);
  for (const c of closing) c.close();
  await Promise.all(closing.map((c) => c.closedWith().catch(() => {})));
});
afterAll(async () => {
  await net?.close();
  await t?.close();
});

describe("sockets end with their login", () => {
  it("logging out closes that login's support and live sockets at once; another login's stay open", async () => {
    const ended = await loginAs(t.app, DEMO.plain);
    const kept = await loginAs(t.app, DEMO.plain);
    const endedSupport = await supportSocket(ended);
    const endedLive = await liveSocket(ended);
    const keptLive = await liveSocket(kept);
    expect((await logout(ended)).body.status).toBe(200);
    expect(await endedSupport.closedWith()).toBe(UNAUTHORISED);
    expect(await endedLive.closedWith()).toBe(UNAUTHORISED);
    await stillOpen(keptLive, "退出的是另一处登录");
  });

  it("a pass fetched before the logout no longer opens a socket", async () => {
    const token = await loginAs(t.app, DEMO.plain);
    const support = await supportPass(token);
    const live = await livePass(token, A);
    expect([support.status, live.status]).toEqual([200, 200]);
    await logout(token);

    const lateSupport = await ChatClient.open(net.url);
    open.push(lateSupport as FrameSocket<unknown>);
    lateSupport.send({ type: "auth", pass: support.data.pass });
    expect(await lateSupport.next((f) => f.type === "error")).toEqual({
      type: "error",
      msg: SUPPORT_CHAT_MESSAGES.passInvalid,
    });
    expect(await lateSupport.closedWith()).toBe(UNAUTHORISED);

    const lateLive = await LiveChatClient.open(liveUrl);
    open.push(lateLive as FrameSocket<unknown>);
    lateLive.send({ type: "auth", pass: live.data.pass, liveId: A });
    expect(await lateLive.error()).toBe(LIVE_CHAT_MESSAGES.passInvalid);
    expect(await lateLive.closedWith()).toBe(UNAUTHORISED);
  });

  it("changing the password closes the sockets of the other logins, and their passes no longer open one", async () => {
    const mobile = "13700005001";
    const current = await freshLearner(mobile, "Start2026pw");
    const other = await loginAs(t.app, mobile, "Start2026pw");
    const otherSupport = await supportSocket(other);
    const otherLive = await liveSocket(other);
    const otherPass = await livePass(other, A);
    const currentLive = await liveSocket(current);
    const changed = await call(t.app, "POST", "/api/user/changePassword", {
      token: current,
      form: { oldPassword: "Start2026pw", password: "Next2026pass" },
    });
    expect(changed.body.status).toBe(200);
    expect(await otherSupport.closedWith()).toBe(UNAUTHORISED);
    expect(await otherLive.closedWith()).toBe(UNAUTHORISED);
    const late = await LiveChatClient.open(liveUrl);
    open.push(late as FrameSocket<unknown>);
    late.send({ type: "auth", pass: otherPass.data.pass, liveId: A });
    expect(await late.closedWith()).toBe(UNAUTHORISED);
    // the login that changed the password keeps its socket
    await stillOpen(currentLive, "密码已修改");
  });
});

describe("live-chat passes", () => {
  it("open only the session they were issued for", async () => {
    const token = await loginAs(t.app, DEMO.plain);
    const pass = await livePass(token, A);
    const elsewhere = await LiveChatClient.open(liveUrl);
    open.push(elsewhere as FrameSocket<unknown>);
    elsewhere.send({ type: "auth", pass: pass.data.pass, liveId: B });
    expect(await elsewhere.error()).toBe(LIVE_CHAT_MESSAGES.passInvalid);
    expect(await elsewhere.closedWith()).toBe(UNAUTHORISED);
  });

  it("are issued only to someone who may watch the session: a paid course's buyers, VIPs, its staff", async () => {
    const [paid] = await t.server.db
      .select({ id: courses.id })
      .from(courses)
      .where(ne(courses.price, "0.00"))
      .orderBy(courses.id)
      .limit(1);
    await t.server.db.update(liveMedia).set({ courseId: paid!.id }).where(eq(liveMedia.liveId, B));
    try {
      const stranger = await freshLearner("13700005002", "Start2026pw");
      expect(await livePass(stranger, B)).toMatchObject({ status: 403, msg: LIVE_MEDIA_MESSAGES.paidToWatch });
      // the free session stays open to them
      expect((await livePass(stranger, A)).status).toBe(200);
      expect((await livePass(await loginAs(t.app, DEMO.vip), B)).status).toBe(200);
      expect((await livePass(await loginAs(t.app, STAFF_PHONE), B)).status).toBe(200);
    } finally {
      await t.server.db.update(liveMedia).set({ courseId: null }).where(eq(liveMedia.liveId, B));
    }
  });
});
