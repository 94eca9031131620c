import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, DEMO, sendSmsCode, solvedCaptcha, startTestServer, type TestServer } from "../../testing/test-server";
import {
  LOGIN_ACCOUNT_FREE_FAILURES,
  LOGIN_CLIENT_CAPTCHA_FAILURES,
  LOGIN_WINDOW_MS,
  SMS_CODE_LIFETIME_MS,
  SMS_FREE_PER_CLIENT,
  SMS_RESEND_MS,
} from "./limits";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

type LoginBody = { token: string; uid: number; username: string; registered: boolean };
const AGREEMENT = "该手机号尚未注册，请阅读并同意《用户服务协议》后登录";

const codeLogin = (form: Record<string, string>, clientAddress = "198.51.100.150") =>
  call<LoginBody>(t.app, "POST", "/api/app/codeLogin", { form, clientAddress });
const latestCode = (account: string) => t.outbox.latest(account)!.code;
const otherCode = (code: string) => (code === "000000" ? "111111" : "000000");

describe("SMS-code login of an existing learner", () => {
  it("signs in with a code of scene login, no picture needed, and the token works", async () => {
    const sent = await call(t.app, "GET", `/api/auth/captcha?account=${DEMO.plain}&scene=login`);
    expect(sent.body).toMatchObject({ status: 200, data: { expiresInSeconds: 600, resendInSeconds: 60 } });
    const code = latestCode(DEMO.plain);
    expect(JSON.stringify(sent.body)).not.toContain(code);
    const { body } = await codeLogin({ account: DEMO.plain, captcha: code });
    expect(body).toMatchObject({ status: 200, msg: "登录成功", data: { registered: false } });
    expect(JSON.stringify(body)).not.toContain(code);
    const me = await call<{ mobile: string }>(t.app, "GET", "/api/userInfo", { token: body.data.token });
    expect(me.body.data.mobile).toBe(DEMO.plain);
    // the code is used up: a replay is refused
    expect((await codeLogin({ account: DEMO.plain, captcha: code })).body).toMatchObject({
      status: 400,
      msg: "验证码错误或已过期",
    });
    t.advance(SMS_RESEND_MS);
  });

  it("unlocks an account whose password login asks for a code, and forgets its failures", async () => {
    for (let i = 0; i < LOGIN_ACCOUNT_FREE_FAILURES; i++) {
      const picture = i >= 3 ? await solvedCaptcha(t) : {};
      await call(t.app, "POST", "/api/app/login", {
        form: { account: DEMO.vip, password: "Wrong2026x", ...picture },
        clientAddress: `203.0.113.${150 + i}`,
      });
    }
    await sendSmsCode(t, DEMO.vip, "login");
    expect((await codeLogin({ account: DEMO.vip, captcha: latestCode(DEMO.vip) })).body.status).toBe(200);
    const password = await call(t.app, "POST", "/api/app/login", {
      form: { account: DEMO.vip, password: DEMO.password },
      clientAddress: "203.0.113.160",
    });
    expect(password.body.status).toBe(200);
    t.advance(SMS_RESEND_MS);
  });
});

describe("SMS-code login of a new number", () => {
  it("is asked like a known one: a picture past the address's free requests, then the agreement; one account", async () => {
    const phone = "13900004001";
    const address = "203.0.113.201";
    const path = `/api/auth/captcha?account=${phone}&scene=login`;
    // whether a number has an account does not change the answer: the address's free requests go first
    for (let i = 0; i < SMS_FREE_PER_CLIENT; i++) {
      const free = await call(t.app, "GET", `/api/auth/captcha?account=1390000410${i}&scene=login`, {
        clientAddress: address,
      });
      expect(free.body.status).toBe(200);
    }
    const asked = await call(t.app, "GET", path, { clientAddress: address });
    expect(asked.body).toMatchObject({ status: 449, msg: "请输入图形验证码后再获取短信验证码" });
    expect(t.outbox.latest(phone)).toBeUndefined();
    const picture = await solvedCaptcha(t);
    const wrongPicture = { ...picture, captchaAnswer: picture.captchaAnswer === "AAAA" ? "BBBB" : "AAAA" };
    const wrong = await call(t.app, "GET", `${path}&${new URLSearchParams(wrongPicture)}`, { clientAddress: address });
    expect(wrong.body).toMatchObject({ status: 449, msg: "图形验证码错误，请重新输入" });
    expect((await sendSmsCode(t, phone, "login", { clientAddress: address })).body.status).toBe(200);
    const code = latestCode(phone);

    const withoutConsent = await codeLogin({ account: phone, captcha: code });
    expect(withoutConsent.body).toEqual({
      status: 400,
      success: false,
      msg: AGREEMENT,
      data: null,
      reason: "agreementRequired",
    });
    expect((await codeLogin({ account: phone, captcha: code, agreement: "0" })).body.msg).toBe(AGREEMENT);
    // the refusal did not use the code up
    const created = await codeLogin({ account: phone, captcha: code, agreement: "1" });
    expect(created.body).toMatchObject({
      status: 200,
      msg: "注册成功，已为您登录",
      data: { registered: true, username: "学员4001" },
    });
    const me = await call<{ mobile: string; uid: number }>(t.app, "GET", "/api/userInfo", {
      token: created.body.data.token,
    });
    expect(me.body.data).toMatchObject({ mobile: phone, uid: created.body.data.uid });
    // the account has no password: a password login of it fails like any wrong one
    const password = await call(t.app, "POST", "/api/app/login", {
      form: { account: phone, password: "Anything2026" },
      clientAddress: "198.51.100.170",
    });
    expect(password.body.status).toBe(400);

    // next time it is an existing number: no agreement, the same account
    t.advance(SMS_RESEND_MS);
    expect((await sendSmsCode(t, phone, "login")).body.status).toBe(200);
    const again = await codeLogin({ account: phone, captcha: latestCode(phone) });
    expect(again.body.data).toMatchObject({ registered: false, uid: created.body.data.uid });
    t.advance(SMS_RESEND_MS);
  });

  it("two logins with one code at once create one account", async () => {
    const phone = "13900004002";
    await sendSmsCode(t, phone, "login");
    const code = latestCode(phone);
    const both = await Promise.all([
      codeLogin({ account: phone, captcha: code, agreement: "1" }, "198.51.100.171"),
      codeLogin({ account: phone, captcha: code, agreement: "1" }, "198.51.100.172"),
    ]);
    expect(both.map((r) => r.body.status).sort()).toEqual([200, 400]);
    t.advance(SMS_RESEND_MS);
  });
});

describe("codes", () => {
  it("a wrong code is refused and 5 wrong guesses void the code", async () => {
    const phone = "13900004003";
    await sendSmsCode(t, phone, "login");
    const code = latestCode(phone);
    for (let i = 0; i < 5; i++) {
      expect((await codeLogin({ account: phone, captcha: otherCode(code), agreement: "1" })).body.status).toBe(400);
    }
    expect((await codeLogin({ account: phone, captcha: code, agreement: "1" })).body.status).toBe(400);
    t.advance(SMS_RESEND_MS);
  });

  it("expires after 10 minutes; a register or reset code is no login code", async () => {
    const phone = "13900004004";
    await sendSmsCode(t, phone, "login");
    const code = latestCode(phone);
    t.advance(SMS_CODE_LIFETIME_MS);
    expect((await codeLogin({ account: phone, captcha: code, agreement: "1" })).body.msg).toBe("验证码错误或已过期");
    await sendSmsCode(t, phone, "register");
    expect((await codeLogin({ account: phone, captcha: latestCode(phone), agreement: "1" })).body.status).toBe(400);
    t.advance(SMS_RESEND_MS);
  });

  it("are sent with the registration's limits: one per 60 s", async () => {
    const options = { clientAddress: "198.51.100.180" };
    const first = await sendSmsCode(t, DEMO.plain, "login", options);
    expect(first.body.status).toBe(200);
    t.advance(SMS_RESEND_MS - 1);
    const tooSoon = await sendSmsCode(t, DEMO.plain, "login", options);
    expect(tooSoon.body).toMatchObject({ status: 429, msg: "验证码发送过于频繁，请60秒后再试" });
    t.advance(1);
    expect((await sendSmsCode(t, DEMO.plain, "login", options)).body.status).toBe(200);
    t.advance(SMS_RESEND_MS);
  });

  it("wrong codes count against the address: its 11th attempt needs a picture", async () => {
    const address = "203.0.113.190";
    for (let i = 0; i < LOGIN_CLIENT_CAPTCHA_FAILURES; i++) {
      const { body } = await codeLogin({ account: `1390000420${i}`, captcha: "123456" }, address);
      expect(body.status).toBe(400);
    }
    const asked = await codeLogin({ account: "13900004299", captcha: "123456" }, address);
    expect(asked.body).toMatchObject({ status: 449, msg: "登录失败次数较多，请输入图形验证码" });
    const solved = await codeLogin({ account: "13900004299", captcha: "123456", ...(await solvedCaptcha(t)) }, address);
    expect(solved.body).toMatchObject({ status: 400, msg: "验证码错误或已过期" });
    t.advance(LOGIN_WINDOW_MS);
  });

  it("names the bad field", async () => {
    expect((await codeLogin({ account: "12345", captcha: "123456" })).body).toMatchObject({
      status: 400,
      msg: "参数格式不正确：account",
    });
    expect((await codeLogin({ account: DEMO.plain, captcha: "12ab" })).body.msg).toBe("参数格式不正确：captcha");
    expect((await codeLogin({ account: DEMO.plain })).body.msg).toBe("缺少参数：captcha");
    expect((await codeLogin({ account: DEMO.plain, captcha: "123456", agreement: "maybe" })).body.msg).toBe(
      "参数格式不正确：agreement",
    );
  });
});

describe("signed-in binding", () => {
  it("a signed-in learner gets a bind code for a new number without a picture; anonymous binding may need one", async () => {
    const { body } = await call<{ token: string }>(t.app, "POST", "/api/app/login", {
      form: { account: DEMO.plain, password: DEMO.password },
      clientAddress: "198.51.100.199",
    });
    const address = "203.0.113.210";
    for (let i = 0; i < SMS_FREE_PER_CLIENT; i++) {
      const free = await call(t.app, "GET", `/api/auth/captcha?account=1390000460${i}&scene=bind`, {
        clientAddress: address,
      });
      expect(free.body.status).toBe(200);
    }
    const anonymous = await call(t.app, "GET", "/api/auth/captcha?account=13900004501&scene=bind", {
      clientAddress: address,
    });
    expect(anonymous.body.status).toBe(449);
    const signedIn = await call(t.app, "GET", "/api/auth/captcha?account=13900004501&scene=bind", {
      token: body.data.token,
      clientAddress: address,
    });
    expect(signedIn.body.status).toBe(200);
    t.advance(SMS_RESEND_MS);
  });
});
