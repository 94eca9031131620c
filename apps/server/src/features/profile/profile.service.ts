import { isValidUsername, type learnerAccountContracts } from "@taxlearn/api";
import { lockForTransaction } from "../../db/executor";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import { SERVER_MESSAGES } from "../../messages";
import type { ServerContext } from "../../server-context";
import * as accountsRepo from "../accounts/accounts.repo";
import { checkPasswordOfAccount } from "../accounts/login-throttle";
import { hashPassword, isStrongPassword } from "../accounts/passwords";
import { checkSmsCode, smsLockKeys } from "../accounts/sms-codes";
import { storeAvatar } from "./avatar-image";
import { PROFILE_TEXTS } from "./profile.messages";
import * as repo from "./profile.repo";

type ProfileHandlers = Pick<
  HandlersFor<typeof learnerAccountContracts>,
  "updateUsername" | "uploadAvatar" | "bindPhone" | "changePassword"
>;

/** The scene of the SMS codes that bind a number (GET /api/auth/captcha?scene=bind, sent to the new number). */
export const BIND_SCENE = "bind";

/** /center/userInfo: the token's user renames, changes the avatar, binds a number and changes the password. */
export function profileHandlers(server: ServerContext): ProfileHandlers {
  const { db } = server;
  return {
    async updateUsername(input, request) {
      if (!isValidUsername(input.username)) return fail(400, PROFILE_TEXTS.usernameRule);
      await repo.setUsername(db, request.session.userId, input.username);
      return ok({ username: input.username }, PROFILE_TEXTS.usernameSaved);
    },

    async uploadAvatar(input, request) {
      // decoding and re-encoding happen before any query: the connection is free meanwhile
      const stored = await storeAvatar(input.file, server.media);
      if (!stored.ok) return fail(400, PROFILE_TEXTS.badImage);
      await repo.setAvatar(db, request.session.userId, stored.url);
      return ok({ avatar: stored.url }, PROFILE_TEXTS.avatarSaved);
    },

    async bindPhone(input, request) {
      const userId = request.session.userId;
      if ((await repo.mobileOf(db, userId)) === input.mobile) return fail(400, PROFILE_TEXTS.mobileSame);
      const now = server.clock();
      return db.transaction(async (tx) => {
        await lockForTransaction(tx, smsLockKeys.code(input.mobile));
        const owner = await repo.userIdByMobile(tx, input.mobile);
        if (owner !== null && owner !== userId) return fail(409, PROFILE_TEXTS.mobileTaken);
        const code = await checkSmsCode(tx, input.mobile, BIND_SCENE, input.captcha, now);
        if (!code || !(await accountsRepo.consumeSmsCode(tx, code.id, now))) {
          return fail(400, SERVER_MESSAGES.captchaWrong);
        }
        await repo.setMobile(tx, userId, input.mobile);
        return ok({ mobile: input.mobile }, PROFILE_TEXTS.mobileBound);
      });
    },

    async changePassword(input, request) {
      const session = request.session;
      if (!isStrongPassword(input.password)) return fail(400, SERVER_MESSAGES.passwordRule);
      if (input.password === input.oldPassword) return fail(400, PROFILE_TEXTS.passwordSame);
      const stored = await repo.passwordHashOf(db, session.userId);
      if (stored === null) return fail(400, PROFILE_TEXTS.oldPasswordMissing);
      // each wrong old password is a failed login of the account (same lock and limit as the password login)
      const guess = await checkPasswordOfAccount(server, session.userId, input.oldPassword, stored);
      if (guess.kind === "locked") return guess.refusal;
      if (guess.kind === "wrong") return fail(400, PROFILE_TEXTS.oldPasswordWrong);
      const passwordHash = await hashPassword(input.password);
      const changed = await db.transaction(async (tx) => {
        await lockForTransaction(tx, `password:${session.userId}`);
        // a change committed meanwhile (another tab) makes the old password this request checked stale
        if ((await repo.passwordHashOf(tx, session.userId)) !== stored) {
          return fail(409, PROFILE_TEXTS.oldPasswordWrong);
        }
        await repo.setPasswordHash(tx, session.userId, passwordHash);
        const signedOut = await repo.revokeOtherTokens(tx, session.userId, session.tokenHash, server.clock());
        return ok({ signedOut }, PROFILE_TEXTS.passwordChanged(signedOut));
      });
      // the other logins have ended: their open sockets close
      if (changed.ok) await server.logins.ended(session.userId);
      return changed;
    },
  };
}
