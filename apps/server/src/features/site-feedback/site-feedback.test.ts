import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientOf } from "../../client-key";
import { siteFeedback } from "../../db/schema";
import { DEMO, type Envelope, loginAs, startTestServer, type TestServer } from "../../testing/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const PATH = "/api/feedback/site";
const CONTENT = "增值税课程第三讲的税率表与最新政策不一致，请核实更新。";

let lastAddress = 0;
/** A client address no other test of this file has used, so rate limits do not leak between tests. */
const freshAddress = () => `203.0.113.${++lastAddress}`;

/** POSTs like a browser from `address` (the Node request the server reads the peer address from). */
async function send(
  body: Record<string, string> | { json: unknown },
  options: { address?: string; token?: string } = {},
): Promise<Envelope<{ id: number } | null>> {
  const headers: Record<string, string> = {};
  let payload: string;
  if ("json" in body) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body.json);
  } else {
    headers["content-type"] = "application/x-www-form-urlencoded";
    payload = new URLSearchParams(body as Record<string, string>).toString();
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const env = { incoming: { socket: { remoteAddress: options.address ?? freshAddress() } } };
  const response = await t.app.request(PATH, { method: "POST", headers, body: payload }, env);
  expect(response.status).toBe(200);
  return (await response.json()) as Envelope<{ id: number } | null>;
}

const stored = async (id: number) => (await t.server.db.select().from(siteFeedback).where(eq(siteFeedback.id, id)))[0]!;

describe("POST /api/feedback/site", () => {
  it("stores anonymous feedback from a form body and thanks the visitor", async () => {
    const body = await send({ type: "content", star: "4", content: `  ${CONTENT}  `, contact: "13912345678" });
    expect(body).toMatchObject({ status: 200, success: true, msg: "感谢您的反馈" });
    const row = await stored(body.data!.id);
    expect(row).toMatchObject({
      type: "content",
      star: 4,
      content: CONTENT,
      contact: "13912345678",
      userId: null,
      createdAt: t.now(),
    });
    expect(row.clientHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("accepts a JSON body; star and contact may be left out or empty", async () => {
    const body = await send({ json: { type: "suggestion", content: CONTENT } });
    expect(body).toMatchObject({ status: 200, msg: "感谢您的反馈" });
    expect(await stored(body.data!.id)).toMatchObject({ star: null, contact: null });
    const empty = await send({ type: "other", content: CONTENT, contact: "  " });
    expect(await stored(empty.data!.id)).toMatchObject({ contact: null });
  });

  it("stores the token's user when logged in, never a user id from the body", async () => {
    const token = await loginAs(t.app, DEMO.vip);
    const user = await t.app.request("/api/userInfo", { headers: { authorization: `Bearer ${token}` } });
    const uid = ((await user.json()) as Envelope<{ uid: number }>).data.uid;
    const body = await send({ type: "account", content: CONTENT, userId: "1", uid: "1" }, { token });
    expect(body.status).toBe(200);
    expect((await stored(body.data!.id)).userId).toBe(uid);
    expect(uid).not.toBe(1);
  });

  it("treats an invalid token as anonymous", async () => {
    const body = await send({ type: "course", content: CONTENT }, { token: "not-a-token" });
    expect(body.status).toBe(200);
    expect((await stored(body.data!.id)).userId).toBeNull();
  });

  it.each([
    [{ content: CONTENT }, "缺少参数：type"],
    [{ type: "praise", content: CONTENT }, "参数格式不正确：type"],
    [{ type: "other" }, "缺少参数：content"],
    [{ type: "other", content: "   太短了的反馈   " }, "参数格式不正确：content"],
    [{ type: "other", content: "长".repeat(501) }, "参数格式不正确：content"],
    [{ type: "other", content: CONTENT, star: "0" }, "参数格式不正确：star"],
    [{ type: "other", content: CONTENT, star: "6" }, "参数格式不正确：star"],
    [{ type: "other", content: CONTENT, star: "3.5" }, "参数格式不正确：star"],
    [{ type: "other", content: CONTENT, contact: "12345678901" }, "参数格式不正确：contact"],
    [{ type: "other", content: CONTENT, contact: "010-12345678" }, "参数格式不正确：contact"],
  ])("rejects %o with 400 naming the field", async (fields, msg) => {
    const body = await send(fields as Record<string, string>);
    expect(body).toEqual({ status: 400, success: false, msg, data: null });
  });

  it("rejects a wrong JSON type with 400 naming the field", async () => {
    const body = await send({ json: { type: "other", content: CONTENT, star: "many" } });
    expect(body).toMatchObject({ status: 400, msg: "参数格式不正确：star" });
  });

  it("counts characters, not UTF-16 units: 500 characters outside the basic plane are accepted", async () => {
    const body = await send({ type: "other", content: "𠀀".repeat(500) });
    expect(body.status).toBe(200);
  });

  it("strips HTML and stores plain text", async () => {
    const body = await send({
      type: "content",
      content:
        '<p>第三讲<b>税率表</b>有误</p><script>alert("x")</script><img src=x onerror=alert(1)>请核实 1 < 2 & "3"',
    });
    expect(body.status).toBe(200);
    expect((await stored(body.data!.id)).content).toBe('第三讲税率表有误\n请核实 1 < 2 & "3"');
  });

  it("rejects content that is too short once its markup is gone", async () => {
    const body = await send({ type: "other", content: "<b><i><u>短</u></i></b><script>alert('padding')</script>" });
    expect(body).toEqual({ status: 400, success: false, msg: "参数格式不正确：content", data: null });
  });

  it("takes 5 per 10 minutes from one client, then answers 429 until the window moves on", async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect((await send({ type: "other", content: `${CONTENT}${i}` }, { address })).status).toBe(200);
      t.advance(60_000);
    }
    const limited = await send({ type: "other", content: CONTENT }, { address });
    expect(limited).toEqual({ status: 429, success: false, msg: "反馈提交过于频繁，请5分钟后再试", data: null });
    // the same client over IPv4-mapped IPv6 is still the same client; another client is not limited
    expect((await send({ type: "other", content: CONTENT }, { address: `::ffff:${address}` })).status).toBe(429);
    expect((await send({ type: "other", content: CONTENT })).status).toBe(200);
    // invalid submissions are not stored and do not count; once the first one is 10 minutes old, one more fits
    t.advance(5 * 60_000);
    expect((await send({ type: "other", content: CONTENT }, { address })).status).toBe(200);
    expect((await send({ type: "other", content: CONTENT }, { address })).status).toBe(429);
  });

  it("limits logged-in visitors per client too", async () => {
    const address = freshAddress();
    const token = await loginAs(t.app, DEMO.plain);
    for (let i = 0; i < 5; i++) await send({ type: "other", content: CONTENT }, { address, token });
    expect((await send({ type: "other", content: CONTENT }, { address, token })).status).toBe(429);
  });
});

describe("client keys", () => {
  it("treats an IPv6 /64 as one client and IPv4-mapped addresses as IPv4", () => {
    expect(clientOf("2001:db8:1:2:aaaa::1")).toBe(clientOf("2001:0db8:0001:0002:bbbb:cccc:dddd:eeee"));
    expect(clientOf("2001:db8:1:3::1")).not.toBe(clientOf("2001:db8:1:2::1"));
    expect(clientOf("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(clientOf(null)).toBe("unknown");
  });
});
