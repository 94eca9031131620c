import { BUSINESS_STATUS } from "@taxlearn/api";
import { isSuspended } from "../../../auth/auth.repo";
import { ACCOUNT_DISABLED_MESSAGE, issueLogin } from "../../../auth/sessions";
import { fail, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import { ORG_MESSAGES } from "../../orgs/orgs.messages";
import { findOrganisation, isMember } from "../../orgs/orgs.repo";
import * as repo from "../accounts.repo";
import { admitLogin, loginFailed, loginKeys, loginSucceeded } from "../login-throttle";
import { verifyLoginPassword } from "../passwords";
import type { AccountHandler } from "./account-handler";

/**
 * POST /api/app/login: password login, optionally scoped to an organisation the account already belongs to.
 * Limited per client address and per account (login-throttle.ts): past a few failures a picture captcha
 * (`captchaId`, `captchaAnswer`), after an account's free failures also an SMS code of scene login in `captcha`.
 */
export const login =
  (server: ServerContext): AccountHandler<"login"> =>
  async (input, request) => {
    const { db } = server;
    // a company belongs to an organisation: it means nothing without one
    if (input.companyId !== undefined && input.orgId === undefined) {
      return fail(400, SERVER_MESSAGES.missingField("orgId"));
    }
    const now = server.clock();
    const keys = loginKeys(server, request.clientAddress, input.account);
    const admission = await admitLogin(server, keys, {
      account: input.account,
      captcha: input.captcha,
      captchaId: input.captchaId,
      captchaAnswer: input.captchaAnswer,
      now,
    });
    if (admission.kind === "throttled") {
      const minutes = Math.ceil(admission.retryAfterSeconds / 60);
      return fail(429, SERVER_MESSAGES.loginThrottled(minutes), admission.retryAfterSeconds);
    }
    if (admission.kind === "imageCaptcha") return admission.refusal;
    if (admission.kind === "captchaRequired") {
      return fail(BUSINESS_STATUS.captchaRequired, SERVER_MESSAGES.loginCaptchaRequired);
    }
    if (admission.kind === "captchaWrong") return fail(400, SERVER_MESSAGES.captchaWrong);

    // scrypt runs outside any transaction, and for unknown numbers too (on a decoy hash): same work either way
    const user = await repo.findUserByMobile(db, input.account);
    if (!(await verifyLoginPassword(input.password, user?.passwordHash)) || !user) {
      await loginFailed(server, now);
      return fail(400, SERVER_MESSAGES.wrongCredentials);
    }
    await loginSucceeded(server, keys, now);
    if (await isSuspended(db, user.id)) return fail(403, ACCOUNT_DISABLED_MESSAGE);

    // Membership of an organisation comes only from its sealed org login; a password login may name an
    // organisation (and company) the account already belongs to, never join one.
    let orgId: number | null = null;
    if (input.orgId !== undefined) {
      const org = await findOrganisation(db, input.orgId);
      if (!org) return fail(404, ORG_MESSAGES.unknownOrganisation(input.orgId));
      if (!(await isMember(db, org.id, user.id, input.companyId))) return fail(403, ORG_MESSAGES.notMemberAtLogin);
      orgId = org.id;
    }
    return ok(await issueLogin(server, user, orgId), SERVER_MESSAGES.loggedIn);
  };
