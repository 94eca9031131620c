import { insertUser } from "../../../auth/auth.repo";
import { issueLogin } from "../../../auth/sessions";
import { lockForTransaction } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import * as repo from "../accounts.repo";
import { hashPassword, isStrongPassword } from "../passwords";
import { checkSmsCode, hashIfCodeMatches, isUsedSmsCode, smsLockKeys } from "../sms-codes";
import type { AccountHandler } from "./account-handler";

/** Default username of a new account: 学员 + last four digits. */
export const defaultUsername = (mobile: string) => `学员${mobile.slice(-4)}`;

/** POST /api/register: creates an account with an SMS code of scene register and logs it in. */
export const register =
  (server: ServerContext): AccountHandler<"register"> =>
  async (input) => {
    const { db } = server;
    if (!isStrongPassword(input.password)) return fail(400, SERVER_MESSAGES.passwordRule);
    const now = server.clock();
    const earlyHash = await hashIfCodeMatches(db, input.account, "register", input.captcha, now, input.password);
    // one registration per number at a time: the second of two parallel ones finds the first's account (409)
    // instead of running into the unique index. The code is checked before the account, so a wrong code answers
    // alike whether or not the number has an account (no register code is ever sent to one that has).
    const created = await db.transaction(async (tx) => {
      await lockForTransaction(tx, smsLockKeys.code(input.account));
      const code = await checkSmsCode(tx, input.account, "register", input.captcha, now);
      const exists = Boolean(await repo.findUserByMobile(tx, input.account));
      if (exists && (code || (await isUsedSmsCode(tx, input.account, "register", input.captcha, now)))) {
        // only whoever holds the code (the other of two registrations at once, or a replay) learns this
        return fail(409, SERVER_MESSAGES.accountExists);
      }
      if (!code || !(await repo.consumeSmsCode(tx, code.id, now))) {
        return fail(400, SERVER_MESSAGES.captchaWrong);
      }
      return ok(
        await insertUser(tx, {
          mobile: input.account,
          username: defaultUsername(input.account),
          // a code sent between the early look and this check: hash now (rare)
          passwordHash: earlyHash ?? (await hashPassword(input.password)),
          userType: input.userType ?? 1,
          createdAt: now,
        }),
      );
    });
    if (!created.ok) return created;
    return ok(await issueLogin(server, created.data, null), SERVER_MESSAGES.registered);
  };
