import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerContext } from "../../create-server";
import { call, DEMO, sendSmsCode, startTestServer, type TestServer } from "../../testing/test-server";
import { SocialLoginConfigError, socialLoginFromEnv } from "./social-login-config";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

type Started = { cookie: string; state: string; authorizeUrl: string };
type AuthData = { token: string | null; needBindPhone: boolean; bindKey: string | null; nickname: string };

/** Starts a QR login as a browser: the authorise URL and the cookie the browser keeps. */
async function start(): Promise<Started> {
  const { headers, body } = await call<{ authorizeUrl: string; sandbox: boolean }>(
    t.app,
    "POST",
    "/api/web/wechat/qrconnect",
    { headers: { host: "site.test" } },
  );
  expect(body.status).toBe(200);
  const setCookie = headers.get("set-cookie") ?? "";
  expect(setCookie).toMatch(/^wx_login_nonce=[\w-]+; Max-Age=600; Path=\/api\/web\/wechat; HttpOnly; SameSite=Strict/);
  const url = new URL(body.data.authorizeUrl);
  return {
    cookie: setCookie.split(";")[0]!,
    state: url.searchParams.get("state")!,
    authorizeUrl: body.data.authorizeUrl,
  };
}

/** The phone: opens the authorise page and confirms (or declines) as a sandbox WeChat account; the redirect's query. */
async function phone(started: Started, account: string | null): Promise<URLSearchParams> {
  const url = new URL(started.authorizeUrl);
  const page = await t.app.request(`${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("确认登录");
  const form = new URLSearchParams({
    appid: url.searchParams.get("appid")!,
    redirect_uri: url.searchParams.get("redirect_uri")!,
    state: url.searchParams.get("state")!,
    ...(account === null ? {} : { account }),
  });
  const answer = await t.app.request(`/sandbox/wechat/connect/${account === null ? "decline" : "confirm"}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", host: new URL(url).host },
    body: form.toString(),
  });
  expect(answer.status).toBe(303);
  const location = new URL(answer.headers.get("location")!);
  expect(location.pathname).toBe("/thirdLogin/wechat");
  return location.searchParams;
}

const auth = (form: Record<string, string>, cookie?: string) =>
  call<AuthData>(t.app, "POST", "/api/web/wechat/auth", { form, headers: cookie ? { cookie } : {} });

async function bindCode(account: string) {
  // a number without an account is texted after the picture captcha, like any other first code
  expect((await sendSmsCode(t, account, "bind")).body.status).toBe(200);
  t.advance(61_000);
  return t.outbox.latest(account)!.code;
}

describe("social-app QR login through the sandbox provider", () => {
  it("starts with an authorise URL of the WeChat website-login protocol, state bound to the browser", async () => {
    const started = await start();
    const url = new URL(started.authorizeUrl);
    expect(url.pathname).toBe("/sandbox/wechat/connect/qrconnect");
    expect(url.hash).toBe("#wechat_redirect");
    expect(url.searchParams.get("scope")).toBe("snsapi_login");
    expect(url.searchParams.get("response_type")).toBe("code");
    // built from the configured public origin, never from the request's Host
    expect(url.searchParams.get("redirect_uri")).toBe(`${t.server.publicOrigin}/thirdLogin/wechat`);
    // the state is the hash of the cookie's nonce, never the nonce itself
    expect(started.cookie).not.toContain(started.state);
    expect(started.authorizeUrl).not.toContain(t.server.socialLogin.sandbox!.appSecret);
  });

  it("a new identity binds a new phone (SMS code of scene bind), then signs in directly the next time", async () => {
    const started = await start();
    const redirect = await phone(started, "新同学甲");
    const first = await auth({ code: redirect.get("code")!, state: redirect.get("state")! }, started.cookie);
    expect(first.body).toMatchObject({ status: 200, msg: "首次使用微信登录，请绑定手机号" });
    expect(first.body.data).toMatchObject({ token: null, needBindPhone: true, nickname: "新同学甲" });
    expect(first.headers.get("set-cookie")).toContain("Max-Age=0");

    const phoneNo = "13700000021";
    const wrong = await call(t.app, "POST", "/api/auth/bindingPhone", {
      form: { account: phoneNo, captcha: "000000", bindKey: first.body.data.bindKey! },
    });
    expect(wrong.body).toMatchObject({ status: 400, msg: "验证码错误或已过期" });
    const code = await bindCode(phoneNo);
    const bound = await call<{ token: string; username: string }>(t.app, "POST", "/api/auth/bindingPhone", {
      form: { account: phoneNo, captcha: code, bindKey: first.body.data.bindKey! },
    });
    expect(bound.body).toMatchObject({ status: 200, msg: "绑定成功", data: { username: "新同学甲" } });
    const me = await call<{ mobile: string }>(t.app, "GET", "/api/userInfo", { token: bound.body.data.token });
    expect(me.body.data.mobile).toBe(phoneNo);
    // the bind key is spent
    const again = await call(t.app, "POST", "/api/auth/bindingPhone", {
      form: { account: phoneNo, captcha: code, bindKey: first.body.data.bindKey! },
    });
    expect(again.body).toMatchObject({ status: 400, msg: "绑定已过期，请返回登录页重新扫码" });

    const next = await start();
    const redirect2 = await phone(next, "新同学甲");
    const second = await auth({ code: redirect2.get("code")!, state: redirect2.get("state")! }, next.cookie);
    expect(second.body).toMatchObject({ status: 200, msg: "登录成功", data: { needBindPhone: false, bindKey: null } });
    const me2 = await call<{ uid: number }>(t.app, "GET", "/api/userInfo", { token: second.body.data.token! });
    const me1 = await call<{ uid: number }>(t.app, "GET", "/api/userInfo", { token: bound.body.data.token });
    expect(me2.body.data.uid).toBe(me1.body.data.uid);
  });

  it("links an existing account by its phone, and refuses a phone already bound to another WeChat", async () => {
    const started = await start();
    const redirect = await phone(started, "老学员乙");
    const first = await auth({ code: redirect.get("code")!, state: redirect.get("state")! }, started.cookie);
    const code = await bindCode(DEMO.vip);
    const bound = await call<{ uid: number }>(t.app, "POST", "/api/auth/bindingPhone", {
      form: { account: DEMO.vip, captcha: code, bindKey: first.body.data.bindKey! },
    });
    expect(bound.body.status).toBe(200);
    const me = await call<{ mobile: string }>(t.app, "GET", "/api/userInfo", {
      token: (bound.body.data as never as { token: string }).token,
    });
    expect(me.body.data.mobile).toBe(DEMO.vip);

    // another WeChat account tries to bind the same phone
    const other = await start();
    const redirect2 = await phone(other, "冒名者丙");
    const second = await auth({ code: redirect2.get("code")!, state: redirect2.get("state")! }, other.cookie);
    const code2 = await bindCode(DEMO.vip);
    const refused = await call(t.app, "POST", "/api/auth/bindingPhone", {
      form: { account: DEMO.vip, captcha: code2, bindKey: second.body.data.bindKey! },
    });
    expect(refused.body).toMatchObject({
      status: 409,
      msg: "该手机号已绑定其他微信账号，请使用原微信扫码登录，或更换手机号",
    });
  });

  it("refuses a missing, foreign, reused or expired state, each with its own message", async () => {
    const started = await start();
    const redirect = await phone(started, "状态测试");
    const code = redirect.get("code")!;
    const state = redirect.get("state")!;
    // state of no login started here
    expect((await auth({ code, state: "x".repeat(43) }, started.cookie)).body).toMatchObject({
      status: 400,
      msg: "登录请求无效，请返回登录页重新扫码",
    });
    expect((await auth({ code }, started.cookie)).body.status).toBe(400);
    // no cookie, or another browser's cookie (login CSRF)
    expect((await auth({ code, state })).body).toMatchObject({
      status: 403,
      msg: "登录请求与当前浏览器不匹配，请在发起扫码登录的浏览器中重新扫码",
    });
    const otherBrowser = await start();
    expect((await auth({ code, state }, otherBrowser.cookie)).body.status).toBe(403);
    // the right browser signs in once; the same redirect again is a replay
    expect((await auth({ code, state }, started.cookie)).body.status).toBe(200);
    expect((await auth({ code, state }, started.cookie)).body).toMatchObject({
      status: 409,
      msg: "该登录请求已使用，请返回登录页重新扫码",
    });
    // a state older than 10 minutes
    const late = await start();
    const lateRedirect = await phone(late, "状态测试");
    t.advance(10 * 60_000 + 1);
    expect((await auth({ code: lateRedirect.get("code")!, state: late.state }, late.cookie)).body).toMatchObject({
      status: 400,
      msg: "二维码已过期，请返回登录页重新扫码",
    });
  });

  it("a code replayed with a fresh state is refused by the provider, and an unknown code too", async () => {
    const started = await start();
    const redirect = await phone(started, "重放测试");
    const code = redirect.get("code")!;
    expect((await auth({ code, state: started.state }, started.cookie)).body.status).toBe(200);
    const fresh = await start();
    expect((await auth({ code, state: fresh.state }, fresh.cookie)).body).toMatchObject({
      status: 409,
      msg: "微信授权码已使用，请重新扫码",
    });
    const fresh2 = await start();
    expect((await auth({ code: "forged-code", state: fresh2.state }, fresh2.cookie)).body).toMatchObject({
      status: 400,
      msg: "微信授权码无效或已过期，请重新扫码",
    });
  });

  it("the declined confirmation redirects with the state only (the page says so, nothing to exchange)", async () => {
    const started = await start();
    const redirect = await phone(started, null);
    expect(redirect.get("code")).toBeNull();
    expect(redirect.get("state")).toBe(started.state);
  });

  it("the sandbox authorise page refuses a foreign redirect_uri and an unknown appid", async () => {
    const started = await start();
    const url = new URL(started.authorizeUrl);
    url.searchParams.set("redirect_uri", "https://evil.example/steal");
    expect((await t.app.request(`${url.pathname}${url.search}`)).status).toBe(400);
    url.searchParams.set("appid", "wx-other");
    expect((await t.app.request(`${url.pathname}${url.search}`)).status).toBe(400);
  });
});

describe("social login configuration", () => {
  it("production refuses to start with the sandbox, and live needs the app id and secret", async () => {
    expect(() => socialLoginFromEnv({}, true, () => new Date())).toThrow(SocialLoginConfigError);
    expect(() => socialLoginFromEnv({ WECHAT_LOGIN: "live" }, true, () => new Date())).toThrow(/WECHAT_LOGIN_APP_ID/);
    expect(() => socialLoginFromEnv({ WECHAT_LOGIN: "qq" }, false, () => new Date())).toThrow(/not known/);
    const live = socialLoginFromEnv(
      { WECHAT_LOGIN: "live", WECHAT_LOGIN_APP_ID: "wx123", WECHAT_LOGIN_APP_SECRET: "s" },
      true,
      () => new Date(),
    );
    expect(live.provider?.sandbox).toBe(false);
    expect(live.sandbox).toBeNull();
    await expect(
      createServerContext({
        dataDir: null,
        production: true,
        env: {
          SMS_GATEWAY: "aliyun",
          ALIYUN_SMS_ACCESS_KEY_ID: "a",
          ALIYUN_SMS_ACCESS_KEY_SECRET: "b",
          ALIYUN_SMS_SIGN_NAME: "c",
          ALIYUN_SMS_TEMPLATE_CODE: "d",
          PAYMENT_GATEWAY: "live",
        },
      }),
    ).rejects.toThrow(/sandbox WeChat login/);
  });

  it("WECHAT_LOGIN=off answers the QR login with a Chinese refusal", async () => {
    const off = socialLoginFromEnv({ WECHAT_LOGIN: "off" }, true, () => new Date());
    expect(off.provider).toBeNull();
  });
});
