import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../../http/mount-contracts";
import type { SandboxWechatMp } from "./sandbox-wechat-mp";

const USER_COOKIE = "sandbox_wx_user";

/**
 * The sandbox official account's web authorisation: `/sandbox/wechat-mp/connect/oauth2/authorize` (silent
 * snsapi_base: straight back to the redirect URI with a code and the state) and
 * `/sandbox/wechat-mp/sns/oauth2/access_token`. The redirect URI must be on the site's public origin, as WeChat
 * redirects only to the account's registered domain. Mounted only outside production.
 */
export function mountSandboxWechatMp(app: Hono<AppEnv>, sandbox: SandboxWechatMp, publicOrigin: string): void {
  app.get("/sandbox/wechat-mp/connect/oauth2/authorize", (c) => {
    const q = c.req.query();
    let redirect: URL | null = null;
    try {
      redirect = new URL(q.redirect_uri ?? "");
    } catch {
      redirect = null;
    }
    if (q.appid !== sandbox.appId) return c.text("appid 参数错误（沙箱公众号）", 400);
    if (q.response_type !== "code" || (q.scope !== "snsapi_base" && q.scope !== "snsapi_userinfo")) {
      return c.text("scope 参数错误（沙箱公众号）", 400);
    }
    if (!redirect || redirect.origin !== new URL(publicOrigin).origin) {
      return c.text("redirect_uri 域名与后台配置不一致（沙箱公众号）", 400);
    }
    // the WeChat user of this browser: made once, kept as WeChat keeps its login
    let user = getCookie(c, USER_COOKIE);
    if (!user || !/^[A-Za-z0-9_-]{16,64}$/.test(user)) {
      user = randomBytes(16).toString("base64url");
      setCookie(c, USER_COOKIE, user, {
        path: "/sandbox/wechat-mp",
        httpOnly: true,
        sameSite: "Lax",
        maxAge: 31_536_000,
      });
    }
    redirect.searchParams.set("code", sandbox.issueCode(user));
    redirect.searchParams.set("state", q.state ?? "");
    c.header("cache-control", "no-store");
    return c.redirect(redirect.toString(), 302);
  });
  app.get("/sandbox/wechat-mp/sns/oauth2/access_token", (c) => c.json(sandbox.accessToken(c.req.query())));
}
