import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { orgMembers, orgSsoApps } from "../../db/schema";
import { call, startTestServer, type TestServer } from "../../testing/test-server";
import { DINGTALK_JSAPI_URL } from "./dingtalk-login-page";
import {
  DINGTALK_USER_AGENT,
  openSandboxContainer,
  pageCorpId,
  requestAuthCode,
  sandboxAuthCode,
} from "./dingtalk-test-kit";
import { DD_LOGIN_TEXTS, SSO_MESSAGES } from "./sso.messages";

// Real DingTalk gives a page its login code only through the in-page JS API
// (dd.runtime.permission.requestAuthCode({corpId})), never in the URL. The page DingTalk opens loads that API, and
// the sandbox plays DingTalk's container with its own `dd` stand-in.

const ORG = 12;
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

const page = (t: TestServer, path: string, userAgent = CHROME) =>
  t.app.request(path, { headers: { "user-agent": userAgent } });
const scriptSrc = (response: Response) =>
  /script-src [^;]*/.exec(response.headers.get("content-security-policy") ?? "")?.[0];

async function signOn(t: TestServer, code: string) {
  const step1 = await call<{ accessToken: string }>(t.app, "POST", "/api/auth/getDDUserToken", {
    json: { code, orgId: ORG },
  });
  if (step1.body.status !== 200) return { step1: step1.body, step2: null };
  const step2 = await call<{ token: string; uid: number; orgId: number }>(
    t.app,
    "POST",
    "/api/auth/getDDLoginUserInfo",
    {
      headers: { accesstoken: step1.body.data.accessToken },
    },
  );
  return { step1: step1.body, step2: step2.body };
}

describe("the sign-on page with the sandbox DingTalk", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it("loads the sandbox's dd stand-in and its own script, never DingTalk's SDK, whatever the browser", async () => {
    for (const userAgent of [CHROME, DINGTALK_USER_AGENT]) {
      const response = await page(t, `/ddLogin?orgId=${ORG}`, userAgent);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<script src="/sandbox/dingtalk/jsapi.js"></script>');
      expect(html).toContain('<script src="/ddLogin/sign-on.js"></script>');
      expect(html).toContain(`data-corp-id="dingsandboxcorp${ORG}"`);
      expect(html).toContain(DD_LOGIN_TEXTS.working);
      expect(html).not.toContain("alicdn");
      expect(scriptSrc(response)).toBe("script-src 'self'");
    }
  });

  it("serves its script and the stand-in as JavaScript, asking for the code through requestAuthCode", async () => {
    const script = await t.app.request("/ddLogin/sign-on.js");
    expect(script.headers.get("content-type")).toContain("text/javascript");
    const text = await script.text();
    expect(text).toContain("dd.runtime.permission.requestAuthCode({");
    expect(text).toContain("/api/auth/getDDUserToken");
    const standIn = await t.app.request("/sandbox/dingtalk/jsapi.js");
    expect(standIn.headers.get("content-type")).toContain("text/javascript");
    expect(await standIn.text()).toContain("window.dd = {");
  });

  it("answers an unknown organisation in Chinese and leaves links with a code or a step to the web app", async () => {
    for (const orgId of ["999999", "abc", ""]) {
      const response = await page(t, `/ddLogin?orgId=${orgId}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(DD_LOGIN_TEXTS.unknownOrganisation);
    }
    for (const query of ["code=abc", "step=signOn"]) {
      expect(await (await page(t, `/ddLogin?orgId=${ORG}&${query}`)).text()).not.toContain('id="dd-login"');
    }
  });

  it("the workbench signs the container in and opens the page without a code; the stand-in's code signs in the bound account", async () => {
    const cookie = await openSandboxContainer(t, ORG, { userid: "jsapi-1", name: "钉钉员工甲" });
    const corpId = await pageCorpId(t, ORG);
    const answer = await requestAuthCode(t, cookie, corpId);
    expect(answer.errcode).toBe(0);
    const first = await signOn(t, answer.code!);
    expect(first.step2).toMatchObject({ status: 200, data: { orgId: ORG } });
    const bound = await t.server.db.select().from(orgMembers);
    expect(bound.find((m) => m.externalUserId === "dingtalk:jsapi-1")?.userId).toBe(first.step2!.data.uid);
    // the same worker again: the same account; a code works once
    const again = await signOn(t, await sandboxAuthCode(t, ORG, { userid: "jsapi-1", name: "改了名" }));
    expect(again.step2!.data.uid).toBe(first.step2!.data.uid);
    expect((await signOn(t, answer.code!)).step1).toMatchObject({ status: 400, msg: SSO_MESSAGES.codeInvalid });
  });

  it("gives no code outside a signed-in container, nor for another organisation's corp id", async () => {
    expect((await requestAuthCode(t, null, await pageCorpId(t, ORG))).errcode).not.toBe(0);
    expect((await requestAuthCode(t, "sandbox_dd_container=forged", await pageCorpId(t, ORG))).errcode).not.toBe(0);
    const cookie = await openSandboxContainer(t, ORG, { userid: "jsapi-2", name: "钉钉员工乙" });
    const other = await requestAuthCode(t, cookie, await pageCorpId(t, 7));
    expect(other).toMatchObject({ errcode: 71002 });
    expect(other.code).toBeUndefined();
  });
});

describe("the sign-on page with the live DingTalk", () => {
  let t: TestServer;
  beforeAll(async () => {
    vi.stubEnv("DINGTALK_SSO", "live");
    try {
      t = await startTestServer();
    } finally {
      vi.unstubAllEnvs();
    }
    await t.server.db.insert(orgSsoApps).values({
      orgId: ORG,
      provider: "dingtalk",
      config: { clientId: "ding-app", clientSecret: "ding-secret", corpId: "ding5be5ec1ba001ae67" },
    });
  });
  afterAll(() => t.close());

  it("inside DingTalk loads DingTalk's JS API, which the page's CSP admits for that answer only", async () => {
    const response = await page(t, `/ddLogin?orgId=${ORG}`, DINGTALK_USER_AGENT);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<script src="${DINGTALK_JSAPI_URL}"></script>`);
    expect(html).toContain('data-corp-id="ding5be5ec1ba001ae67"');
    expect(html).not.toContain("/sandbox/");
    expect(scriptSrc(response)).toBe("script-src 'self' https://g.alicdn.com");
    // any other page of the site keeps this origin's scripts only, in DingTalk too
    const elsewhere = await t.app.request("/sandbox/dingtalk/jsapi.js", {
      headers: { "user-agent": DINGTALK_USER_AGENT },
    });
    expect(elsewhere.status).toBe(404);
  });

  it("outside DingTalk asks to be opened from DingTalk's workbench and loads no SDK", async () => {
    const response = await page(t, `/ddLogin?orgId=${ORG}`);
    const html = await response.text();
    expect(html).toContain(DD_LOGIN_TEXTS.openInDingTalk);
    expect(html).not.toContain("<script");
    expect(scriptSrc(response)).toBe("script-src 'self'");
  });

  it("refuses, in Chinese, an organisation whose DingTalk app has no corp id", async () => {
    await t.server.db.insert(orgSsoApps).values({
      orgId: 7,
      provider: "dingtalk",
      config: { clientId: "ding-app-7", clientSecret: "ding-secret-7" },
    });
    const response = await page(t, "/ddLogin?orgId=7", DINGTALK_USER_AGENT);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(DD_LOGIN_TEXTS.noApp);
  });
});
