import { lockForTransaction } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import * as repo from "../accounts.repo";
import { hashPassword, isStrongPassword } from "../passwords";
import { checkSmsCode, hashIfCodeMatches, smsLockKeys } from "../sms-codes";
import type { AccountHandler } from "./account-handler";

/** POST /api/forget/password: a new password with an SMS code of scene forget; every token of the user is revoked. */
export const forgetPassword =
  (server: ServerContext): AccountHandler<"forgetPassword"> =>
  async (input) => {
    const { db } = server;
    if (!isStrongPassword(input.password)) return fail(400, SERVER_MESSAGES.passwordRule);
    const now = server.clock();
    const earlyHash = await hashIfCodeMatches(db, input.account, "forget", input.captcha, now, input.password);
    const reset = await db.transaction(async (tx) => {
      await lockForTransaction(tx, smsLockKeys.code(input.account));
      const code = await checkSmsCode(tx, input.account, "forget", input.captcha, now);
      if (!code || !(await repo.consumeSmsCode(tx, code.id, now))) return fail(400, SERVER_MESSAGES.captchaWrong);
      // no reset code is sent to a number without an account: a wrong code answers alike for both kinds
      const user = await repo.findUserByMobile(tx, input.account);
      if (!user) return fail(400, SERVER_MESSAGES.captchaWrong);
      await repo.updatePassword(tx, user.id, earlyHash ?? (await hashPassword(input.password)));
      await repo.revokeAllTokens(tx, user.id, now);
      return ok(user.id);
    });
    if (!reset.ok) return reset;
    // every login of the account has ended: its open sockets close
    await server.logins.ended(reset.data);
    return ok(null, SERVER_MESSAGES.passwordReset);
  };
