import { insertUser } from "../../../auth/auth.repo";
import { issueLogin } from "../../../auth/sessions";
import { lockForTransaction } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import { consumeSmsCode, findUserByMobile } from "../../accounts/accounts.repo";
import { checkSmsCode, smsLockKeys } from "../../accounts/sms-codes";
import { SOCIAL_LOGIN_MESSAGES } from "../social-login.messages";
import * as repo from "../social-login.repo";
import type { SocialHandler } from "./social-handler";
import { bindKeyHash } from "./wechat-auth";

/** A new account's name: the social nickname, else 学员 + the last four digits. */
const usernameOf = (nickname: string, mobile: string) => nickname.trim().slice(0, 30) || `学员${mobile.slice(-4)}`;

/**
 * POST /api/auth/bindingPhone: one transaction under the number's code lock checks the SMS code (scene bind), the
 * bind ticket and both sides of the binding, then links the identity to the number's account (created when the
 * number is new) and spends code and ticket together.
 */
export const bindingPhone =
  (server: ServerContext): SocialHandler<"bindingPhone"> =>
  async (input) => {
    const now = server.clock();
    const keyHash = bindKeyHash(input.bindKey);
    const bound = await server.db.transaction(async (tx) => {
      await lockForTransaction(tx, smsLockKeys.code(input.account));
      const ticket = await repo.usableBindTicket(tx, keyHash, now);
      if (!ticket) return fail(400, SOCIAL_LOGIN_MESSAGES.bindExpired);
      await lockForTransaction(tx, `social-identity:${ticket.provider}:${ticket.subject}`);
      const code = await checkSmsCode(tx, input.account, "bind", input.captcha, now);
      if (!code) return fail(400, SERVER_MESSAGES.captchaWrong);
      if (await repo.findIdentity(tx, ticket.provider, ticket.subject)) {
        return fail(409, SOCIAL_LOGIN_MESSAGES.identityBoundMeanwhile);
      }
      const existing = await findUserByMobile(tx, input.account);
      if (existing && (await repo.identityOfUser(tx, ticket.provider, existing.id))) {
        return fail(409, SOCIAL_LOGIN_MESSAGES.phoneBoundToOther);
      }
      if (!(await consumeSmsCode(tx, code.id, now))) return fail(400, SERVER_MESSAGES.captchaWrong);
      const user =
        existing ??
        (await insertUser(tx, {
          mobile: input.account,
          username: usernameOf(ticket.nickname, input.account),
          passwordHash: null,
          createdAt: now,
        }));
      await repo.linkIdentity(tx, {
        provider: ticket.provider,
        subject: ticket.subject,
        userId: user.id,
        createdAt: now,
      });
      await repo.consumeBindTicket(tx, keyHash, now);
      return ok({ id: user.id, username: user.username });
    });
    if (!bound.ok) return bound;
    return ok(await issueLogin(server, bound.data, null), SOCIAL_LOGIN_MESSAGES.bound);
  };
