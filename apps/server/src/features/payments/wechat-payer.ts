import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { commerceContracts } from "@taxlearn/api";
import type { Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv, HandlersFor } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import * as repo from "./payer-openids.repo";
import { PAYMENT_MESSAGES } from "./payments.messages";
import { PayerAuthFailed } from "./wechat-mp-oauth";

/** Where WeChat returns the browser with the code (the server's own route, not a page). */
export const WECHAT_PAYER_CALLBACK_PATH = "/api/pay/wechat/callback";
const COOKIE = "wxpay_auth_nonce";
const COOKIE_PATH = "/api/pay/wechat";
const STATE_LIFETIME_MS = 10 * 60_000;

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/** The learner's openid at the official account JSAPI pays for, or null (never authorised, or no JSAPI). */
export async function payerOpenid(server: ServerContext, userId: number): Promise<string | null> {
  const auth = server.payments.wechatPayer;
  return auth ? repo.findOpenid(server.db, userId, auth.appId) : null;
}

type PayerHandlers = Pick<HandlersFor<typeof commerceContracts>, "payWechatAuthorize">;

/**
 * POST /api/pay/wechat/authorize: whether the learner's openid is known, else the authorise URL. The browser that
 * asks gets a random nonce in an HttpOnly cookie (SameSite=Lax: WeChat's redirect back is a top-level navigation);
 * the `state` sent through WeChat is its SHA-256, recorded for the learner (single use, 10 minutes). The callback
 * takes the code only with the state's own browser, so nobody can bind their WeChat to another learner's account.
 */
export function wechatPayerHandlers(server: ServerContext): PayerHandlers {
  return {
    async payWechatAuthorize(input, request) {
      const auth = server.payments.wechatPayer;
      if (!auth) return fail(409, PAYMENT_MESSAGES.wechatAuthUnavailable);
      const userId = request.session.userId;
      if (await repo.findOpenid(server.db, userId, auth.appId)) return ok({ bound: true, authorizeUrl: null });
      const nonce = randomBytes(32).toString("base64url");
      const state = sha256(nonce);
      const now = server.clock();
      await repo.insertState(server.db, {
        stateHash: sha256(state),
        userId,
        returnTo: input.returnTo,
        expiresAt: new Date(now.getTime() + STATE_LIFETIME_MS),
      });
      const secure = server.publicOrigin.startsWith("https:");
      const cookie = [
        `${COOKIE}=${nonce}`,
        `Max-Age=${STATE_LIFETIME_MS / 1000}`,
        `Path=${COOKIE_PATH}`,
        "HttpOnly",
        "SameSite=Lax",
        ...(secure ? ["Secure"] : []),
      ].join("; ");
      const authorizeUrl = auth.authorizeUrl(state, `${server.publicOrigin}${WECHAT_PAYER_CALLBACK_PATH}`);
      return { ...ok({ bound: false, authorizeUrl }), cookies: [cookie] };
    },
  };
}

const withResult = (returnTo: string, result: "ok" | "failed") =>
  `${returnTo}${returnTo.includes("?") ? "&" : "?"}wxAuth=${result}`;

/**
 * GET /api/pay/wechat/callback?code&state — WeChat's redirect back. A state that is unknown, spent, expired or not
 * this browser's is 400 with a Chinese page; a code WeChat refuses returns to the page with wxAuth=failed; otherwise
 * the openid is kept for the learner and the browser returns with wxAuth=ok.
 */
export function mountWechatPayerCallback(app: Hono<AppEnv>, server: ServerContext): void {
  app.get(WECHAT_PAYER_CALLBACK_PATH, async (c) => {
    const auth = server.payments.wechatPayer;
    c.header("cache-control", "no-store");
    const expired = () => c.text(PAYMENT_MESSAGES.authExpired, 400);
    const state = c.req.query("state") ?? "";
    const nonce = getCookie(c, COOKIE) ?? "";
    const cleared = `${COOKIE}=; Max-Age=0; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax`;
    if (!auth || !/^[A-Za-z0-9_-]{43}$/.test(state)) return expired();
    // the state must hash from this browser's own nonce (both 43 characters: compared in constant time)
    if (!nonce || !timingSafeEqual(Buffer.from(sha256(nonce)), Buffer.from(state))) return expired();
    const row = await repo.takeState(server.db, sha256(state), server.clock());
    if (!row) return expired();
    c.header("set-cookie", cleared);
    const code = c.req.query("code");
    if (!code) return c.redirect(withResult(row.returnTo, "failed"), 302);
    try {
      const openid = await auth.openidForCode(code);
      await repo.saveOpenid(server.db, { userId: row.userId, appId: auth.appId, openid, updatedAt: server.clock() });
    } catch (error) {
      if (!(error instanceof PayerAuthFailed)) throw error;
      server.log.error("wechat payer authorisation failed", { error: error.message });
      return c.redirect(withResult(row.returnTo, "failed"), 302);
    }
    return c.redirect(withResult(row.returnTo, "ok"), 302);
  });
}
