import { createHash, randomBytes } from "node:crypto";
import { findUserById } from "../../../auth/auth.repo";
import { issueLogin } from "../../../auth/sessions";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { clearedStateCookie, nonceFromCookies, stateMatches } from "../login-state";
import { OAuthRejected, OAuthUnavailable, type SocialProfile } from "../oauth-provider";
import { SOCIAL_LOGIN_MESSAGES } from "../social-login.messages";
import * as repo from "../social-login.repo";
import type { SocialHandler } from "./social-handler";

export const BIND_TICKET_LIFETIME_MS = 15 * 60_000;
export const bindKeyHash = (key: string) => createHash("sha256").update(key).digest("hex");

/**
 * POST /api/web/wechat/auth: the redirect's code and state. The state must hash from this browser's cookie and be
 * unused and unexpired (it is spent before the code is exchanged, so a replayed redirect is refused); the code is
 * exchanged on the server (the app secret never reaches a browser). A known identity signs in; a new one gets a
 * bind key for the 绑定手机号 step.
 */
export const wechatAuth =
  (server: ServerContext): SocialHandler<"wechatAuth"> =>
  async (input, request) => {
    const provider = server.socialLogin.provider;
    if (!provider) return fail(503, SOCIAL_LOGIN_MESSAGES.disabled);
    const secure = (server.socialLogin.publicBaseUrl ?? request.origin ?? "").startsWith("https:");
    const now = server.clock();
    const { db } = server;
    const row = await repo.findLoginState(db, input.state);
    if (!row || row.provider !== provider.name) return fail(400, SOCIAL_LOGIN_MESSAGES.stateMissing);
    // a spent state says so whoever presents it (its browser's cookie is gone by then)
    if (row.consumedAt) return fail(409, SOCIAL_LOGIN_MESSAGES.stateUsed);
    if (!stateMatches(nonceFromCookies(request.cookie), input.state)) {
      return fail(403, SOCIAL_LOGIN_MESSAGES.stateNotThisBrowser);
    }
    if (row.expiresAt.getTime() <= now.getTime()) return fail(400, SOCIAL_LOGIN_MESSAGES.stateExpired);
    if (!(await repo.consumeLoginState(db, input.state, now))) return fail(409, SOCIAL_LOGIN_MESSAGES.stateUsed);
    const spent = { cookies: [clearedStateCookie(secure)] };

    let profile: SocialProfile;
    try {
      profile = await provider.identify(input.code);
    } catch (error) {
      if (error instanceof OAuthRejected) {
        server.log.info("social login refused by the provider", { code: error.code, message: error.message });
        if (error.code === "40029") return { ...fail(400, SOCIAL_LOGIN_MESSAGES.codeInvalid), ...spent };
        if (error.code === "40163") return { ...fail(409, SOCIAL_LOGIN_MESSAGES.codeUsed), ...spent };
        return { ...fail(400, SOCIAL_LOGIN_MESSAGES.providerRejected(error.code)), ...spent };
      }
      if (error instanceof OAuthUnavailable) {
        server.log.error("social login provider unavailable", { error: error.message });
        return { ...fail(503, SOCIAL_LOGIN_MESSAGES.providerUnavailable), ...spent };
      }
      throw error;
    }

    const identity = await repo.findIdentity(db, provider.name, profile.subject);
    const user = identity ? await findUserById(db, identity.userId) : undefined;
    if (user) {
      const login = await issueLogin(server, user, null);
      return {
        ...ok(
          { token: login.token, needBindPhone: false, bindKey: null, nickname: profile.nickname },
          SOCIAL_LOGIN_MESSAGES.loggedIn,
        ),
        ...spent,
      };
    }
    const bindKey = randomBytes(24).toString("base64url");
    await repo.insertBindTicket(db, {
      keyHash: bindKeyHash(bindKey),
      provider: provider.name,
      subject: profile.subject,
      nickname: profile.nickname.slice(0, 60),
      avatar: profile.avatar.slice(0, 500),
      createdAt: now,
      expiresAt: new Date(now.getTime() + BIND_TICKET_LIFETIME_MS),
    });
    return {
      ...ok(
        { token: null, needBindPhone: true, bindKey, nickname: profile.nickname },
        SOCIAL_LOGIN_MESSAGES.needBindPhone,
      ),
      ...spent,
    };
  };
