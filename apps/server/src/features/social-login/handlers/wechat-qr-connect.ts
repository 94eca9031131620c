import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { newNonce, STATE_LIFETIME_MS, stateCookie, stateOf } from "../login-state";
import { SOCIAL_LOGIN_MESSAGES } from "../social-login.messages";
import * as repo from "../social-login.repo";
import type { SocialHandler } from "./social-handler";

/** The page the provider redirects to (core ROUTES thirdLogin, spec §7: a third-login page of that social-app type). */
export const WECHAT_REDIRECT_PATH = "/thirdLogin/wechat";

/** POST /api/web/wechat/qrconnect: a fresh state bound to this browser, and the authorise URL carrying it. */
export const wechatQrConnect =
  (server: ServerContext): SocialHandler<"wechatQrConnect"> =>
  async (_input, request) => {
    const provider = server.socialLogin.provider;
    if (!provider) return fail(503, SOCIAL_LOGIN_MESSAGES.disabled);
    const origin = server.socialLogin.publicBaseUrl ?? request.origin ?? "http://localhost";
    const now = server.clock();
    const nonce = newNonce();
    const state = stateOf(nonce);
    await repo.pruneExpired(server.db, now);
    await repo.insertLoginState(server.db, {
      state,
      provider: provider.name,
      createdAt: now,
      expiresAt: new Date(now.getTime() + STATE_LIFETIME_MS),
    });
    const authorizeUrl = provider.authorizeUrl({ state, redirectUri: `${origin}${WECHAT_REDIRECT_PATH}`, origin });
    return {
      ...ok({ authorizeUrl, expiresInSeconds: STATE_LIFETIME_MS / 1000, sandbox: provider.sandbox }),
      cookies: [stateCookie(nonce, origin.startsWith("https:"))],
    };
  };
