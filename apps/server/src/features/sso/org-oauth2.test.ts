import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orgMembers } from "../../db/schema";
import { call, startTestServer, type TestServer } from "../../testing/test-server";
import { OrgOAuth2Client } from "./org-oauth2-client";
import { OrgOAuth2ConfigError, orgOAuth2FromEnv } from "./org-oauth2-config";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

type Started = { cookie: string; state: string; authorizeUrl: string };
type LoginAnswer = {
  token: string;
  uid: number;
  username: string;
  orgId: number;
  orgName: string;
  orgPlatform: string;
};

/** The browser starts the organisation's login: the authorise URL and the cookie it keeps. */
async function start(orgId: number): Promise<Started> {
  const { headers, body } = await call<{ authorizeUrl: string; sandbox: boolean }>(
    t.app,
    "POST",
    "/api/org/auth2/authorize",
    { headers: { orgId: String(orgId) } },
  );
  expect(body).toMatchObject({ status: 200, data: { sandbox: true } });
  const setCookie = headers.get("set-cookie") ?? "";
  expect(setCookie).toMatch(/^org_oauth_nonce=[\w-]+; Max-Age=600; Path=\/api\/org\/auth2; HttpOnly; SameSite=Strict/);
  const url = new URL(body.data.authorizeUrl);
  expect(url.pathname).toBe("/sandbox/oauth2/authorize");
  expect(url.searchParams.get("client_id")).toBe(`orgsandbox${orgId}`);
  expect(new URL(url.searchParams.get("redirect_uri")!).pathname).toBe("/orgAuth");
  return { cookie: setCookie.split(";")[0]!, state: url.searchParams.get("state")!, authorizeUrl: url.toString() };
}

/** The organisation's login page: the person confirms (or declines); the redirect's query on /orgAuth. */
async function authorise(started: Started, person: { sub: string; name: string } | null): Promise<URLSearchParams> {
  const url = new URL(started.authorizeUrl);
  const page = await t.app.request(`${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("同意授权");
  const form = new URLSearchParams({
    client_id: url.searchParams.get("client_id")!,
    redirect_uri: url.searchParams.get("redirect_uri")!,
    state: url.searchParams.get("state")!,
    ...(person ?? {}),
  });
  const answer = await t.app.request(`/sandbox/oauth2/authorize/${person ? "confirm" : "decline"}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  expect(answer.status).toBe(303);
  const location = new URL(answer.headers.get("location")!);
  expect(location.pathname).toBe("/orgAuth");
  return location.searchParams;
}

const exchange = (orgId: number, form: Record<string, string>, cookie?: string) =>
  call<LoginAnswer>(t.app, "POST", "/api/org/auth2", {
    form,
    headers: { orgId: String(orgId), ...(cookie ? { cookie } : {}) },
  });

async function logIn(orgId: number, sub: string, name: string) {
  const started = await start(orgId);
  const back = await authorise(started, { sub, name });
  expect(back.get("orgId")).toBe(String(orgId));
  return exchange(orgId, { code: back.get("code")!, state: back.get("state")! }, started.cookie);
}

describe("the organisation's own OAuth2 hand-off through the sandbox", () => {
  it("creates the member inside the organisation, then matches it by its sub", async () => {
    const first = await logIn(12, "emp-001", "机构学员甲");
    expect(first.body).toMatchObject({ status: 200, data: { orgId: 12, username: "机构学员甲" } });
    expect(first.body.data.orgPlatform).not.toBe("");
    const info = await call<{ orgInfoList: { orgId: number }[] }>(t.app, "GET", "/api/org/info", {
      token: first.body.data.token,
    });
    expect(info.body).toMatchObject({ status: 200, data: { orgId: 12 } });
    const again = await logIn(12, "emp-001", "改了名字");
    expect(again.body.data.uid).toBe(first.body.data.uid);
    const rows = await t.server.db.select().from(orgMembers).where(eq(orgMembers.userId, first.body.data.uid));
    expect(rows.map((r) => [r.orgId, r.externalUserId])).toEqual([[12, "oauth2:emp-001"]]);
  });

  it("never matches across organisations, and a state or code of one organisation is refused for another", async () => {
    const inTwelve = await logIn(12, "emp-shared", "甲");
    const inSeven = await logIn(7, "emp-shared", "甲");
    expect(inSeven.body.data.orgId).toBe(7);
    expect(inSeven.body.data.uid).not.toBe(inTwelve.body.data.uid);
    const started = await start(12);
    const back = await authorise(started, { sub: "emp-x", name: "乙" });
    const crossed = await exchange(7, { code: back.get("code")!, state: back.get("state")! }, started.cookie);
    expect(crossed.body).toMatchObject({ status: 400, msg: "登录请求无效，请从机构入口重新登录" });
  });

  it("binds the state to the browser and spends it once; a replayed code is refused by the provider", async () => {
    const started = await start(12);
    const back = await authorise(started, { sub: "emp-replay", name: "丙" });
    const form = { code: back.get("code")!, state: back.get("state")! };
    expect((await exchange(12, form)).body).toMatchObject({ status: 403 });
    expect((await exchange(12, form, "org_oauth_nonce=someone-elses-nonce-0123456789")).body.status).toBe(403);
    const ok = await exchange(12, form, started.cookie);
    expect(ok.body.status).toBe(200);
    expect(ok.headers.get("set-cookie")).toMatch(/^org_oauth_nonce=; Max-Age=0/);
    expect((await exchange(12, form, started.cookie)).body).toMatchObject({ status: 409 });
    // the same code with a fresh state of this browser: the organisation's server says invalid_grant
    const fresh = await start(12);
    const replay = await exchange(12, { code: form.code, state: fresh.state }, fresh.cookie);
    expect(replay.body).toMatchObject({ status: 400, msg: "机构授权码无效或已使用，请从机构入口重新登录" });
  });

  it("refuses an unknown, forged or expired state, a declined authorisation and an unknown organisation", async () => {
    const started = await start(12);
    expect((await exchange(12, { code: "c", state: "forged" }, started.cookie)).body.status).toBe(400);
    const declined = await authorise(started, null);
    expect(declined.get("error")).toBe("access_denied");
    expect(declined.get("code")).toBeNull();
    const late = await start(12);
    const lateBack = await authorise(late, { sub: "emp-late", name: "丁" });
    t.advance(10 * 60_000 + 1);
    expect(
      (await exchange(12, { code: lateBack.get("code")!, state: lateBack.get("state")! }, late.cookie)).body,
    ).toMatchObject({ status: 400, msg: "登录请求已过期，请从机构入口重新登录" });
    expect((await exchange(999, { code: "c", state: "s" })).body.status).toBe(404);
    expect((await call(t.app, "POST", "/api/org/auth2", { form: { code: "c", state: "s" } })).body).toMatchObject({
      status: 400,
    });
    expect((await call(t.app, "POST", "/api/org/auth2", { headers: { orgId: "12" } })).body.status).toBe(400);
  });

  it("a provider error and an unreachable provider are named", async () => {
    const client = (answer: () => Response) =>
      new OrgOAuth2Client(false, async () => answer()).identify(
        {
          clientId: "c",
          clientSecret: "s",
          authorizeUrl: "https://o/a",
          tokenUrl: "https://o/t",
          userInfoUrl: "https://o/u",
        },
        { code: "x", redirectUri: "https://site/orgAuth?orgId=1" },
      );
    await expect(client(() => Response.json({ error: "access_denied" }, { status: 400 }))).rejects.toMatchObject({
      code: "access_denied",
    });
    await expect(client(() => new Response("down", { status: 502 }))).rejects.toMatchObject({
      name: "OAuthUnavailable",
    });
  });

  it("the sandbox serves only outside production; production refuses to start with it", () => {
    expect(() => orgOAuth2FromEnv({}, true, () => new Date())).toThrow(OrgOAuth2ConfigError);
    expect(() => orgOAuth2FromEnv({ ORG_OAUTH2: "sandbox" }, true, () => new Date())).toThrow(OrgOAuth2ConfigError);
    expect(orgOAuth2FromEnv({ ORG_OAUTH2: "live" }, true, () => new Date()).sandbox).toBeNull();
    expect(orgOAuth2FromEnv({ ORG_OAUTH2: "off" }, true, () => new Date()).api).toBeNull();
    expect(() => orgOAuth2FromEnv({ ORG_OAUTH2: "nope" }, false, () => new Date())).toThrow(OrgOAuth2ConfigError);
  });
});
