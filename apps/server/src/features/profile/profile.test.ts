import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import {
  call,
  DEMO,
  type Envelope,
  loginAs,
  sendSmsCode,
  startTestServer,
  type TestServer,
} from "../../testing/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const userOf = async (mobile: string) => (await t.server.db.select().from(users).where(eq(users.mobile, mobile)))[0]!;

/** A fresh learner through the real registration, so password and phone changes never disturb other tests. */
let nextNumber = 0;
async function freshLearner(): Promise<{ mobile: string; token: string }> {
  const mobile = `1370000${String(++nextNumber).padStart(4, "0")}`;
  await sendSmsCode(t, mobile, "register");
  const captcha = t.outbox.latest(mobile)!.code;
  const { body } = await call<{ token: string }>(t.app, "POST", "/api/register", {
    form: { account: mobile, captcha, password: "Start2026pw" },
  });
  expect(body.status, body.msg).toBe(200);
  t.advance(61_000);
  return { mobile, token: body.data.token };
}

async function upload(token: string, bytes: Buffer, type = "image/png", name = "a.png") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  form.append("userId", "1");
  const response = await t.app.request("/api/user/avatar", {
    method: "POST",
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { http: response.status, body: (await response.json()) as Envelope<{ avatar: string }> };
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });

describe("POST /api/user/updateUsername", () => {
  it("renames the token's learner, ignoring a userId in the body", async () => {
    const token = await loginAs(t.app, DEMO.plain);
    const other = await userOf(DEMO.vip);
    const { body } = await call(t.app, "POST", "/api/user/updateUsername", {
      token,
      form: { username: "  张会计_2026  ", userId: String(other.id) },
    });
    expect(body).toMatchObject({ status: 200, msg: "用户名已保存", data: { username: "张会计_2026" } });
    expect((await userOf(DEMO.plain)).username).toBe("张会计_2026");
    expect((await userOf(DEMO.vip)).username).toBe(other.username);
  });

  it("keeps names to 2-20 plain characters: markup, spaces and lengths outside are a 400 in Chinese", async () => {
    const token = await loginAs(t.app, DEMO.plain);
    for (const username of ["a", "张", "x".repeat(21), "<b>张三</b>", "张 三", "张三\u202e", ""]) {
      const { body } = await call(t.app, "POST", "/api/user/updateUsername", { token, form: { username } });
      expect(body.status, username).toBe(400);
      expect(body.msg).toMatch(/用户名|参数/);
    }
    for (const username of ["张三", "x".repeat(20), "Tax-learner·01"]) {
      const { body } = await call(t.app, "POST", "/api/user/updateUsername", { token, form: { username } });
      expect(body.status, username).toBe(200);
    }
  });

  it("needs a login", async () => {
    const { body } = await call(t.app, "POST", "/api/user/updateUsername", { form: { username: "张三" } });
    expect(body.status).toBe(401);
  });
});

describe("POST /api/user/avatar", () => {
  it("re-encodes a PNG to a 256×256 WebP at a content-hashed path and serves that, never the upload", async () => {
    const token = await loginAs(t.app, DEMO.plain);
    const png = await picture(800, 500).png().toBuffer();
    const { body } = await upload(token, png);
    expect(body).toMatchObject({ status: 200, msg: "头像已更新" });
    expect(body.data.avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect((await userOf(DEMO.plain)).avatar).toBe(body.data.avatar);
    const served = await t.app.request(body.data.avatar);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("immutable");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(bytes.equals(png)).toBe(false);
    const file = join(t.server.uploadsDir, "avatars", body.data.avatar.split("/").pop()!);
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it("accepts JPEG and WebP, whatever type the browser declared", async () => {
    const token = await loginAs(t.app, DEMO.plain);
    const jpeg = await picture(300, 300).jpeg().toBuffer();
    expect((await upload(token, jpeg, "application/octet-stream", "x.bin")).body.status).toBe(200);
    const webp = await picture(120, 90).webp().toBuffer();
    expect((await upload(token, webp, "image/webp", "x.webp")).body.status).toBe(200);
  });

  it("refuses other formats, fake pictures, empty and oversized files with 图片格式或大小不符合要求", async () => {
    const token = await loginAs(t.app, DEMO.plain);
    const before = (await userOf(DEMO.plain)).avatar;
    const gif = await picture(10, 10).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from("<html><script>alert(1)</script></html>");
    const truncated = (await picture(400, 400).png().toBuffer()).subarray(0, 200);
    for (const [bytes, type] of [
      [gif, "image/gif"],
      [svg, "image/png"],
      [html, "image/jpeg"],
      [truncated, "image/png"],
      [Buffer.alloc(0), "image/png"],
    ] as const) {
      const { body } = await upload(token, bytes, type);
      expect(body).toMatchObject({ status: 400, msg: "图片格式或大小不符合要求" });
    }
    // just over 2 MB of PNG: refused by size (an uncompressed noise image)
    const big = await sharp(Buffer.from(Array.from({ length: 1100 * 700 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 1100, height: 700, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const tooBig = await upload(token, big);
    expect(tooBig.body).toMatchObject({ msg: "图片格式或大小不符合要求" });
    const huge = await upload(token, Buffer.concat([big, big]));
    expect(huge.http).toBe(413);
    expect(huge.body.msg).toBe("图片格式或大小不符合要求");
    const missing = await call(t.app, "POST", "/api/user/avatar", { token, form: {} });
    expect(missing.body).toMatchObject({ status: 400, msg: "图片格式或大小不符合要求" });
    expect((await userOf(DEMO.plain)).avatar).toBe(before);
  });

  it("serves only hashed names from the avatar folder", async () => {
    for (const path of ["/uploads/avatars/..%2F..%2Fpackage.json", "/uploads/avatars/abc.webp", "/uploads/avatars/"]) {
      expect((await t.app.request(path)).status).toBe(404);
    }
    expect(existsSync(t.server.uploadsDir)).toBe(true);
  });
});

describe("POST /api/user/bindPhone", () => {
  it("binds a new number with a code of scene bind sent to it; the code works once", async () => {
    const learner = await freshLearner();
    const next = `1360000${String(++nextNumber).padStart(4, "0")}`;
    await sendSmsCode(t, next, "bind");
    const captcha = t.outbox.latest(next)!.code;
    const { body } = await call(t.app, "POST", "/api/user/bindPhone", {
      token: learner.token,
      form: { mobile: next, captcha },
    });
    expect(body).toMatchObject({ status: 200, msg: "手机号已绑定", data: { mobile: next } });
    expect(await userOf(next)).toBeDefined();
    // the old number is free again, and the new one logs in
    expect((await t.server.db.select().from(users).where(eq(users.mobile, learner.mobile))).length).toBe(0);
    expect(await loginAs(t.app, next, "Start2026pw")).toBeTruthy();
    const again = await call(t.app, "POST", "/api/user/bindPhone", {
      token: learner.token,
      form: { mobile: next, captcha },
    });
    expect(again.body).toMatchObject({ status: 400, msg: "新手机号与当前绑定的手机号相同" });
  });

  it("refuses a wrong code, a code of another scene, and a number another learner has", async () => {
    const learner = await freshLearner();
    const next = `1360000${String(++nextNumber).padStart(4, "0")}`;
    await sendSmsCode(t, next, "login");
    const loginCode = t.outbox.latest(next)!.code;
    const wrongScene = await call(t.app, "POST", "/api/user/bindPhone", {
      token: learner.token,
      form: { mobile: next, captcha: loginCode },
    });
    expect(wrongScene.body).toMatchObject({ status: 400, msg: "验证码错误或已过期" });
    const taken = await call(t.app, "POST", "/api/user/bindPhone", {
      token: learner.token,
      form: { mobile: DEMO.vip, captcha: "123456" },
    });
    expect(taken.body).toMatchObject({ status: 409, msg: "该手机号已被其他账号绑定" });
    const malformed = await call(t.app, "POST", "/api/user/bindPhone", {
      token: learner.token,
      form: { mobile: "12345", captcha: "123456" },
    });
    expect(malformed.body).toMatchObject({ status: 400, msg: "参数格式不正确：mobile" });
  });
});

describe("POST /api/user/changePassword", () => {
  it("needs the old password; signs out every other session of the learner and keeps this one", async () => {
    const learner = await freshLearner();
    const other = await loginAs(t.app, learner.mobile, "Start2026pw");
    const third = await loginAs(t.app, learner.mobile, "Start2026pw");
    const bystander = await loginAs(t.app, DEMO.vip);

    const wrong = await call(t.app, "POST", "/api/user/changePassword", {
      token: learner.token,
      form: { oldPassword: "Wrong2026pw", password: "Next2026pass" },
    });
    expect(wrong.body).toMatchObject({ status: 400, msg: "原密码错误" });
    const weak = await call(t.app, "POST", "/api/user/changePassword", {
      token: learner.token,
      form: { oldPassword: "Start2026pw", password: "short" },
    });
    expect(weak.body.status).toBe(400);
    expect(weak.body.msg).toContain("密码须为8-20位");

    const { body } = await call(t.app, "POST", "/api/user/changePassword", {
      token: learner.token,
      form: { oldPassword: "Start2026pw", password: "Next2026pass" },
    });
    expect(body).toMatchObject({ status: 200, msg: "密码已修改，其他2处登录已退出", data: { signedOut: 2 } });
    for (const token of [other, third]) {
      expect((await call(t.app, "GET", "/api/userInfo", { token })).body.status).toBe(401);
    }
    expect((await call(t.app, "GET", "/api/userInfo", { token: learner.token })).body.status).toBe(200);
    expect((await call(t.app, "GET", "/api/userInfo", { token: bystander })).body.status).toBe(200);
    expect(await loginAs(t.app, learner.mobile, "Next2026pass")).toBeTruthy();
    await expect(loginAs(t.app, learner.mobile, "Start2026pw")).rejects.toThrow();
  });

  it("refuses the same password again", async () => {
    const learner = await freshLearner();
    const { body } = await call(t.app, "POST", "/api/user/changePassword", {
      token: learner.token,
      form: { oldPassword: "Start2026pw", password: "Start2026pw" },
    });
    expect(body).toMatchObject({ status: 400, msg: "新密码不能与原密码相同" });
  });
});
