import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoopbackListener, listenOnLoopback } from "../../testing/loopback-listener";
import { OAuthRejected, OAuthUnavailable } from "../social-login/oauth-provider";
import { WechatOpenProvider } from "../social-login/wechat-open-provider";
import { DingTalkOapi } from "./dingtalk-provider";
import { OrgOAuth2Client } from "./org-oauth2-client";

/** A fake of WeChat's and DingTalk's APIs over real HTTP, recording what the adapters send. */
const seen: { path: string; query: URLSearchParams; body: string; authorization: string }[] = [];
let mode: "ok" | "error" | "down" = "ok";
let fake: LoopbackListener | undefined;
let base = "";

beforeAll(async () => {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      seen.push({ path: url.pathname, query: url.searchParams, body, authorization: req.headers.authorization ?? "" });
      if (mode === "down") return res.writeHead(502).end("bad gateway");
      if (url.pathname.startsWith("/oauth/")) {
        // an organisation's OAuth2 server: RFC 6749 errors come with HTTP 400 and {error, error_description}
        if (mode === "error") {
          return res
            .writeHead(400, { "content-type": "application/json" })
            .end(JSON.stringify({ error: "invalid_grant", error_description: "code used" }));
        }
        const answer =
          url.pathname === "/oauth/token"
            ? { access_token: "OAT", token_type: "Bearer", expires_in: 3600 }
            : { sub: 4711, name: "王五", email: "w@example.org" };
        return res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
      }
      const answer: Record<string, unknown> =
        mode === "error"
          ? { errcode: 40029, errmsg: "invalid code" }
          : url.pathname === "/sns/oauth2/access_token"
            ? { access_token: "AT", expires_in: 7200, openid: "OPENID", scope: "snsapi_login", unionid: "UNION" }
            : url.pathname === "/sns/userinfo"
              ? { openid: "OPENID", nickname: "张三", headimgurl: "https://img/x", unionid: "UNION" }
              : url.pathname === "/gettoken"
                ? { errcode: 0, errmsg: "ok", access_token: "DDT", expires_in: 7200 }
                : url.pathname === "/topapi/v2/user/getuserinfo"
                  ? { errcode: 0, errmsg: "ok", result: { userid: "u1", unionid: "un1", name: "李四" } }
                  : { errcode: 0, errmsg: "ok", result: { userid: "u1", name: "李四", mobile: "13700000009" } };
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  fake = await listenOnLoopback(server);
  base = fake.baseUrl;
});
afterAll(() => fake?.close());

const wechat = () =>
  new WechatOpenProvider(
    {
      appId: "wxAPP",
      appSecret: "SECRET",
      authorizeUrl: "https://open.weixin.qq.com/connect/qrconnect",
      apiBaseUrl: base,
    },
    false,
  );

describe("WeChat website login adapter against a fake WeChat", () => {
  it("builds the qrconnect URL and exchanges the code as the protocol says", async () => {
    const url = new URL(
      wechat().authorizeUrl({ state: "S", redirectUri: "https://site/thirdLogin/wechat", origin: "https://site" }),
    );
    expect(`${url.origin}${url.pathname}`).toBe("https://open.weixin.qq.com/connect/qrconnect");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: "wxAPP",
      redirect_uri: "https://site/thirdLogin/wechat",
      response_type: "code",
      scope: "snsapi_login",
      state: "S",
    });
    expect(url.hash).toBe("#wechat_redirect");
    mode = "ok";
    seen.length = 0;
    expect(await wechat().identify("CODE")).toEqual({ subject: "UNION", nickname: "张三", avatar: "https://img/x" });
    expect(seen[0]!.path).toBe("/sns/oauth2/access_token");
    expect(Object.fromEntries(seen[0]!.query)).toEqual({
      appid: "wxAPP",
      secret: "SECRET",
      code: "CODE",
      grant_type: "authorization_code",
    });
    expect(Object.fromEntries(seen[1]!.query)).toEqual({ access_token: "AT", openid: "OPENID" });
  });

  it("turns errcode answers into OAuthRejected and a broken provider into OAuthUnavailable", async () => {
    mode = "error";
    await expect(wechat().identify("CODE")).rejects.toMatchObject(new OAuthRejected("40029", "invalid code"));
    mode = "down";
    await expect(wechat().identify("CODE")).rejects.toBeInstanceOf(OAuthUnavailable);
  });
});

describe("DingTalk adapter against a fake DingTalk", () => {
  it("gets the app token, the user of the auth code and the phone", async () => {
    mode = "ok";
    seen.length = 0;
    const user = await new DingTalkOapi(base, false).identify({ appKey: "K", appSecret: "S" }, "AUTH");
    expect(user).toEqual({ userId: "u1", unionId: "un1", name: "李四", mobile: "13700000009" });
    expect(Object.fromEntries(seen[0]!.query)).toEqual({ appkey: "K", appsecret: "S" });
    expect(seen[1]).toMatchObject({ path: "/topapi/v2/user/getuserinfo", body: JSON.stringify({ code: "AUTH" }) });
    expect(seen[1]!.query.get("access_token")).toBe("DDT");
    expect(JSON.parse(seen[2]!.body)).toEqual({ userid: "u1", language: "zh_CN" });
  });

  it("refuses on errcode and when unreachable", async () => {
    mode = "error";
    await expect(
      new DingTalkOapi(base, false).identify({ appKey: "K", appSecret: "S" }, "AUTH"),
    ).rejects.toBeInstanceOf(OAuthRejected);
    mode = "down";
    await expect(
      new DingTalkOapi(base, false).identify({ appKey: "K", appSecret: "S" }, "AUTH"),
    ).rejects.toBeInstanceOf(OAuthUnavailable);
  });
});

describe("organisation OAuth2 adapter against a fake OAuth2 server", () => {
  const app = () => ({
    clientId: "CID",
    clientSecret: "CSECRET",
    authorizeUrl: "https://idp.example.org/oauth/authorize?tenant=7",
    tokenUrl: `${base}/oauth/token`,
    userInfoUrl: `${base}/oauth/userinfo`,
  });

  it("builds the authorise URL and runs the authorisation-code grant and user info", async () => {
    const url = new URL(
      new OrgOAuth2Client(false).authorizeUrl(app(), { state: "S", redirectUri: "https://site/orgAuth?orgId=7" }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tenant: "7",
      response_type: "code",
      client_id: "CID",
      redirect_uri: "https://site/orgAuth?orgId=7",
      scope: "openid profile",
      state: "S",
    });
    mode = "ok";
    seen.length = 0;
    const user = await new OrgOAuth2Client(false).identify(app(), {
      code: "CODE",
      redirectUri: "https://site/orgAuth?orgId=7",
    });
    expect(user).toEqual({ subject: "4711", name: "王五" });
    expect(seen[0]!.path).toBe("/oauth/token");
    expect(Object.fromEntries(new URLSearchParams(seen[0]!.body))).toEqual({
      grant_type: "authorization_code",
      code: "CODE",
      redirect_uri: "https://site/orgAuth?orgId=7",
      client_id: "CID",
      client_secret: "CSECRET",
    });
    expect(seen[1]).toMatchObject({ path: "/oauth/userinfo", authorization: "Bearer OAT" });
  });

  it("turns error answers into OAuthRejected and a broken server into OAuthUnavailable", async () => {
    mode = "error";
    await expect(
      new OrgOAuth2Client(false).identify(app(), { code: "C", redirectUri: "https://site/orgAuth" }),
    ).rejects.toMatchObject(new OAuthRejected("invalid_grant", "code used"));
    mode = "down";
    await expect(
      new OrgOAuth2Client(false).identify(app(), { code: "C", redirectUri: "https://site/orgAuth" }),
    ).rejects.toBeInstanceOf(OAuthUnavailable);
  });
});
