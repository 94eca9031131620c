import { SUPPORT_CHAT_WS_PATH } from "@taxlearn/api";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../db/schema";
import type { FrameSocket } from "../../../testing/frame-socket";
import { listenWithSocket } from "../../../testing/frame-socket";
import { call, loginAs, startTestServer, type TestServer } from "../../../testing/test-server";
import { attachSupportChat } from "../../support-chat/chat-socket";
import { ChatClient } from "../../support-chat/support-chat.testing";
import { hashPassword } from "../passwords";

// The console's password reset and account disable end the account's logins, and with them its open sockets at
// once: a socket must not outlive the login that opened it until the next heartbeat.

const UNAUTHORISED = 4001;
const PASSWORD = "Learner#2026";

let t: TestServer;
let net: Awaited<ReturnType<typeof listenWithSocket>>;
let admin: string;
const open: FrameSocket<unknown>[] = [];

let phones = 0;
/** A learner of its own (no other test's logins on it), logged in, with a support-chat socket open. */
async function learnerWithSocket(): Promise<{ id: number; socket: ChatClient }> {
  const phone = `1370008${String(1000 + phones++).padStart(4, "0")}`;
  const [row] = await t.server.db
    .insert(users)
    .values({ mobile: phone, username: "学员", passwordHash: await hashPassword(PASSWORD), createdAt: t.now() })
    .returning({ id: users.id });
  const { client } = await ChatClient.connect(t, net.url, await loginAs(t.app, phone, PASSWORD));
  open.push(client as FrameSocket<unknown>);
  return { id: row!.id, socket: client };
}

beforeAll(async () => {
  t = await startTestServer();
  net = await listenWithSocket(t, attachSupportChat, SUPPORT_CHAT_WS_PATH);
  admin = await loginAs(t.app, "13800000010");
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

describe("the console ends an account's sockets with its logins", () => {
  it("a password reset closes the account's open socket at once", async () => {
    const learner = await learnerWithSocket();
    const reset = await call(t.app, "POST", `/api/admin/users/${learner.id}/password`, { token: admin });
    expect(reset.body.status).toBe(200);
    expect(await learner.socket.closedWith()).toBe(UNAUTHORISED);
  });

  it("disabling the account closes its open socket at once", async () => {
    const learner = await learnerWithSocket();
    const disabled = await call(t.app, "POST", `/api/admin/users/${learner.id}/disable`, {
      token: admin,
      form: { reason: "恶意刷单" },
    });
    expect(disabled.body.status).toBe(200);
    expect(await learner.socket.closedWith()).toBe(UNAUTHORISED);
  });
});
