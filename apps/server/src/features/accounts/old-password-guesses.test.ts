import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, loginAs, sendSmsCode, solvedCaptcha, startTestServer, type TestServer } from "../../testing/test-server";
import { LOGIN_ACCOUNT_FREE_FAILURES, LOGIN_WINDOW_MS, SMS_RESEND_MS } from "./limits";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

async function freshAccount(mobile: string, password: string) {
  await sendSmsCode(t, mobile, "register", { clientAddress: "198.51.100.90" });
  const { body } = await call<{ token: string }>(t.app, "POST", "/api/register", {
    form: { account: mobile, captcha: t.outbox.latest(mobile)!.code, password },
  });
  expect(body.status).toBe(200);
  t.advance(SMS_RESEND_MS);
  return body.data.token;
}

const changePassword = (token: string, oldPassword: string, password: string) =>
  call(t.app, "POST", "/api/user/changePassword", { token, form: { oldPassword, password } });

describe("old-password guesses of changePassword are failed logins of the account", () => {
  it("after the account's free failures, even the right old password is refused until an SMS-code login", async () => {
    const mobile = "13700004001";
    const token = await freshAccount(mobile, "Start2026pw");
    for (let i = 0; i < LOGIN_ACCOUNT_FREE_FAILURES; i++) {
      expect((await changePassword(token, `Guess2026x${i}`, "Next2026pass")).body).toMatchObject({
        status: 400,
        msg: "原密码错误",
      });
    }
    const refused = await changePassword(token, "Start2026pw", "Next2026pass");
    expect(refused.body).toMatchObject({
      status: 428,
      msg: "原密码错误次数过多，请稍后再试或通过短信验证码登录后修改",
    });
    // the same lock as the password login: it now needs an SMS code too
    const login = await call(t.app, "POST", "/api/app/login", {
      form: { account: mobile, password: "Start2026pw", ...(await solvedCaptcha(t)) },
      clientAddress: "198.51.100.91",
    });
    expect(login.body).toMatchObject({ status: 428, msg: "该账号登录失败次数较多，请获取短信验证码后登录" });
    // the owner logs in with a code, which forgets the failures; the change then goes through
    await sendSmsCode(t, mobile, "login", { clientAddress: "198.51.100.91" });
    const withCode = await call(t.app, "POST", "/api/app/login", {
      form: {
        account: mobile,
        password: "Start2026pw",
        captcha: t.outbox.latest(mobile)!.code,
        ...(await solvedCaptcha(t)),
      },
      clientAddress: "198.51.100.91",
    });
    expect(withCode.body.status).toBe(200);
    expect((await changePassword(token, "Start2026pw", "Next2026pass")).body.status).toBe(200);
    t.advance(SMS_RESEND_MS);
  });

  it("failed password logins count against changePassword too, and leave the window with time", async () => {
    const mobile = "13700004002";
    const token = await freshAccount(mobile, "Start2026pw");
    for (let i = 0; i < LOGIN_ACCOUNT_FREE_FAILURES; i++) {
      await call(t.app, "POST", "/api/app/login", {
        form: { account: mobile, password: "Wrong2026pw", ...(await solvedCaptcha(t)) },
        clientAddress: `203.0.113.${90 + i}`,
      });
    }
    expect((await changePassword(token, "Start2026pw", "Next2026pass")).body.status).toBe(428);
    t.advance(LOGIN_WINDOW_MS);
    expect((await changePassword(token, "Start2026pw", "Next2026pass")).body.status).toBe(200);
    // a right old password clears the account's failures, as a right login does
    expect(await loginAs(t.app, mobile, "Next2026pass")).toBeTruthy();
  });

  it("parallel guesses cannot pass the limit together", async () => {
    const mobile = "13700004003";
    const token = await freshAccount(mobile, "Start2026pw");
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => changePassword(token, `Guess2026x${i}`, "Next2026pass")),
    );
    const statuses = answers.map((a) => a.body.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(LOGIN_ACCOUNT_FREE_FAILURES);
    expect(statuses.filter((s) => s === 428)).toHaveLength(12 - LOGIN_ACCOUNT_FREE_FAILURES);
  });
});
