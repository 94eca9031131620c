import { insertUser, isSuspended } from "../../../auth/auth.repo";
import { ACCOUNT_DISABLED_MESSAGE, issueLogin } from "../../../auth/sessions";
import { lockForTransaction } from "../../../db/executor";
import { fail, failBecause, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import * as repo from "../accounts.repo";
import { CODE_LOGIN_MESSAGES } from "../code-login.messages";
import { admitToAddressAndCaptcha, attemptSucceeded, loginKeys } from "../login-throttle";
import { checkSmsCode, smsLockKeys } from "../sms-codes";
import type { AccountHandler } from "./account-handler";
import { defaultUsername } from "./register";

/**
 * POST /api/app/codeLogin: the SMS-code login. A code of scene login proves the number: its account signs in (also
 * one whose password login is locked by failures, which it unlocks), or, with the agreement accepted, a new account
 * is created for it with no password (set one later with 忘记密码). Same code rules as registration (sms-codes.ts);
 * attempts count against the client address like password logins, with the picture captcha past its threshold.
 */
export const codeLogin =
  (server: ServerContext): AccountHandler<"codeLogin"> =>
  async (input, request) => {
    const now = server.clock();
    const keys = loginKeys(server, request.clientAddress, input.account);
    const outcome = await server.db.transaction(async (tx) => {
      // one check per number at a time, shared with register, reset and verify: a code completes one request only
      await lockForTransaction(tx, smsLockKeys.code(input.account));
      const refused = await admitToAddressAndCaptcha(tx, server, keys, { ...input, now, accountFailures: false });
      if (refused?.kind === "throttled") {
        const minutes = Math.ceil(refused.retryAfterSeconds / 60);
        return fail(429, SERVER_MESSAGES.loginThrottled(minutes), refused.retryAfterSeconds);
      }
      if (refused) return refused.refusal;
      const code = await checkSmsCode(tx, input.account, "login", input.captcha, now);
      if (!code) return fail(400, SERVER_MESSAGES.captchaWrong);
      const existing = await repo.findUserByMobile(tx, input.account);
      // asked before the code is used: the learner ticks the box and sends the same code again
      if (!existing && input.agreement !== 1)
        return failBecause(400, CODE_LOGIN_MESSAGES.agreementRequired, "agreementRequired");
      if (!(await repo.consumeSmsCode(tx, code.id, now))) return fail(400, SERVER_MESSAGES.captchaWrong);
      await attemptSucceeded(tx, keys, now);
      if (existing) return ok({ user: existing, registered: false });
      const created = await insertUser(tx, {
        mobile: input.account,
        username: defaultUsername(input.account),
        passwordHash: null,
        userType: 1,
        createdAt: now,
      });
      return ok({ user: created, registered: true });
    });
    if (!outcome.ok) return outcome;
    const { user, registered } = outcome.data;
    if (await isSuspended(server.db, user.id)) return fail(403, ACCOUNT_DISABLED_MESSAGE);
    const login = await issueLogin(server, user, null);
    return ok(
      { ...login, registered },
      registered ? CODE_LOGIN_MESSAGES.registeredAndLoggedIn : SERVER_MESSAGES.loggedIn,
    );
  };
