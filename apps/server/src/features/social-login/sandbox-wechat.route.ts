import { randomInt } from "node:crypto";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../../http/mount-contracts";
import { htmlEscape, SANDBOX_LOGIN_CSS, SANDBOX_LOGIN_CSS_PATH, sandboxPage } from "./sandbox-page";
import type { SandboxWechatOpen } from "./sandbox-wechat-open";
import { SANDBOX_WECHAT_PATH } from "./social-login-config";

const ACCOUNT = /^[\p{L}\p{N}_ -]{1,20}$/u;

/**
 * The redirect_uri must be a page of this site (WeChat checks it against the app's authorised domain): the
 * configured public origin's host, never the request's Host header.
 */
function sameSiteRedirect(publicOrigin: string, redirectUri: string): URL | null {
  try {
    const target = new URL(redirectUri);
    return target.host === new URL(publicOrigin).host ? target : null;
  } catch {
    return null;
  }
}

const problem = (c: Context, text: string) =>
  c.html(
    sandboxPage(
      "无法登录",
      `<div class="card"><span class="tag">沙箱微信</span><h1>无法登录</h1><p>${htmlEscape(text)}</p></div>`,
    ),
    400,
  );

/**
 * The sandbox WeChat login on this server (outside production): `connect/qrconnect` is what the phone shows after
 * scanning (确认登录 / 拒绝, then the redirect with `code&state` or `state` alone), and `sns/oauth2/access_token`
 * and `sns/userinfo` answer the adapter as WeChat's API does.
 */
export function mountSandboxWechatLogin(app: Hono<AppEnv>, sandbox: SandboxWechatOpen, publicOrigin: string): void {
  const base = SANDBOX_WECHAT_PATH;
  app.get(SANDBOX_LOGIN_CSS_PATH, (c) => c.body(SANDBOX_LOGIN_CSS, 200, { "content-type": "text/css; charset=utf-8" }));
  app.get(`${base}/connect/qrconnect`, (c) => {
    c.header("cache-control", "no-store");
    const q = c.req.query();
    if (q.appid !== sandbox.appId) return problem(c, "appid 无效（沙箱只认本站的沙箱应用）。");
    if (q.scope !== "snsapi_login" || q.response_type !== "code") return problem(c, "scope 须为 snsapi_login。");
    if (!q.redirect_uri || !sameSiteRedirect(publicOrigin, q.redirect_uri))
      return problem(c, "redirect_uri 不属于本站。");
    const hidden = ["appid", "redirect_uri", "state"]
      .map((name) => `<input type="hidden" name="${name}" value="${htmlEscape(q[name] ?? "")}">`)
      .join("");
    const suggested = `微信用户${String(randomInt(0, 10_000)).padStart(4, "0")}`;
    const body = `<div class="card"><span class="tag">沙箱微信 · 模拟手机扫码</span>
<h1>财税学习平台 申请使用您的微信登录</h1>
<p>相当于在手机微信中扫码后看到的确认页。同一个沙箱微信名每次都是同一个微信用户。</p>
<form class="actions" method="post" action="${base}/connect/confirm">${hidden}
<label for="account">沙箱微信名</label><input id="account" name="account" value="${suggested}" maxlength="20" required>
<button class="confirm" type="submit">确认登录</button></form>
<form class="actions" method="post" action="${base}/connect/decline">${hidden}<button class="decline" type="submit">拒绝</button></form>
<p class="note">这是开发与测试环境的模拟微信，不会访问真实微信。</p></div>`;
    return c.html(sandboxPage("微信登录确认", body));
  });
  const redirectFrom = async (c: Context, approve: boolean) => {
    const form = await c.req.parseBody();
    const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");
    if (text("appid") !== sandbox.appId) return problem(c, "appid 无效。");
    const target = sameSiteRedirect(publicOrigin, text("redirect_uri"));
    if (!target) return problem(c, "redirect_uri 不属于本站。");
    const account = text("account").trim();
    if (approve && !ACCOUNT.test(account)) return problem(c, "沙箱微信名须为1-20个文字、字母或数字。");
    if (approve) target.searchParams.set("code", sandbox.issueCode(account));
    target.searchParams.set("state", text("state"));
    return c.redirect(target.toString(), 303);
  };
  app.post(`${base}/connect/confirm`, (c) => redirectFrom(c, true));
  app.post(`${base}/connect/decline`, (c) => redirectFrom(c, false));
  app.get(`${base}/sns/oauth2/access_token`, (c) => c.json(sandbox.accessToken(c.req.query())));
  app.get(`${base}/sns/userinfo`, (c) => c.json(sandbox.userInfo(c.req.query())));
}
