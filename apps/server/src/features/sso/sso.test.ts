import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, DEMO, startTestServer, type TestServer } from "../../testing/test-server";
import { sandboxAuthCode } from "./dingtalk-test-kit";
import { SsoConfigError, ssoFromEnv } from "./sso-config";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** The sandbox workbench of an organisation: its container's JS API gives the page an auth code for a worker. */
const authCode = (orgId: number, userid: string, name: string, mobile = ""): Promise<string> =>
  sandboxAuthCode(t, orgId, { userid, name, mobile });

async function signOn(orgId: number, code: string) {
  const step1 = await call<{ accessToken: string }>(t.app, "POST", "/api/auth/getDDUserToken", {
    form: { code, orgId: String(orgId) },
  });
  if (step1.body.status !== 200) return { step1: step1.body, step2: null };
  const step2 = await call<{ token: string; uid: number; orgId: number; orgName: string }>(
    t.app,
    "POST",
    "/api/auth/getDDLoginUserInfo",
    { headers: { accesstoken: step1.body.data.accessToken } },
  );
  return { step1: step1.body, step2: step2.body, accessToken: step1.body.data.accessToken };
}

describe("DingTalk single sign-on through the sandbox", () => {
  it("creates the worker inside the organisation, then matches it by its DingTalk user id", async () => {
    const first = await signOn(12, await authCode(12, "w-001", "钉钉学员甲"));
    expect(first.step2).toMatchObject({ status: 200, data: { orgId: 12, username: "钉钉学员甲" } });
    const info = await call<{ orgInfoList: { orgId: number }[] }>(t.app, "GET", "/api/userInfo", {
      token: first.step2!.data.token,
    });
    expect(info.body.data.orgInfoList.map((o) => o.orgId)).toContain(12);
    const again = await signOn(12, await authCode(12, "w-001", "改名了"));
    expect(again.step2!.data.uid).toBe(first.step2!.data.uid);
  });

  it("never matches across organisations: the same DingTalk user id in another organisation is another learner", async () => {
    const inTwelve = await signOn(12, await authCode(12, "w-shared", "甲"));
    const inSeven = await signOn(7, await authCode(7, "w-shared", "甲"));
    expect(inSeven.step2!.data.uid).not.toBe(inTwelve.step2!.data.uid);
    expect(inSeven.step2!.data.orgId).toBe(7);
    // an auth code of organisation 12's app presented for organisation 7 is refused by the provider
    const crossed = await signOn(7, await authCode(12, "w-002", "乙"));
    expect(crossed.step1).toMatchObject({ status: 400, msg: "钉钉免登码无效或已使用，请从钉钉工作台重新进入" });
  });

  it("never matches an existing account by the phone the worker claims: a new account without that phone", async () => {
    const result = await signOn(12, await authCode(12, "w-phone", "老学员", DEMO.plain));
    const info = await call<{ mobile: string | null }>(t.app, "GET", "/api/userInfo", {
      token: result.step2!.data.token,
    });
    expect(info.body.data.mobile ?? "").toBe("");
  });

  it("refuses a replayed auth code, a replayed access token and a missing one", async () => {
    const code = await authCode(12, "w-replay", "丙");
    const first = await signOn(12, code);
    expect(first.step2!.status).toBe(200);
    expect((await signOn(12, code)).step1).toMatchObject({ status: 400 });
    const replay = await call(t.app, "POST", "/api/auth/getDDLoginUserInfo", {
      headers: { accesstoken: first.accessToken! },
    });
    expect(replay.body).toMatchObject({ status: 401, msg: "单点登录凭证无效或已使用，请从钉钉工作台重新进入" });
    expect((await call(t.app, "POST", "/api/auth/getDDLoginUserInfo")).body).toMatchObject({
      status: 401,
      msg: "登录异常,请重新登录",
    });
  });

  it("an access token expires after 5 minutes; an unknown organisation is named", async () => {
    const code = await authCode(12, "w-late", "丁");
    const step1 = await call<{ accessToken: string }>(t.app, "POST", "/api/auth/getDDUserToken", {
      form: { code, orgId: "12" },
    });
    t.advance(5 * 60_000 + 1);
    const late = await call(t.app, "POST", "/api/auth/getDDLoginUserInfo", {
      headers: { accesstoken: step1.body.data.accessToken },
    });
    expect(late.body.status).toBe(401);
    const unknown = await call(t.app, "POST", "/api/auth/getDDUserToken", { form: { code: "x", orgId: "999" } });
    expect(unknown.body.status).toBe(404);
  });

  it("the workbench takes an organisation id of plain digits only: a padded or oversized one names no organisation", async () => {
    for (const orgId of ["12%20", "+12", "1e1", "2147483648", "-12"]) {
      const page = await t.app.request(`/sandbox/dingtalk/workbench?orgId=${orgId}`);
      expect(page.status, orgId).toBe(404);
      expect(await page.text(), orgId).toContain("机构不存在");
    }
    expect((await t.app.request("/sandbox/dingtalk/workbench?orgId=12")).status).toBe(200);
  });

  it("production refuses to start with the sandbox DingTalk", () => {
    expect(() => ssoFromEnv({}, true, () => new Date())).toThrow(SsoConfigError);
    expect(ssoFromEnv({ DINGTALK_SSO: "live", ORG_OAUTH2: "off" }, true, () => new Date()).sandboxDingTalk).toBeNull();
    expect(ssoFromEnv({ DINGTALK_SSO: "off", ORG_OAUTH2: "live" }, true, () => new Date()).dingtalk).toBeNull();
  });
});
