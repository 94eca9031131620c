import { lockForTransaction } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import { checkSmsCode, smsLockKeys } from "../sms-codes";
import type { AccountHandler } from "./account-handler";

/** POST /api/auth/verify: checks an SMS code without using it up (a wrong guess still counts against it). */
export const verify =
  (server: ServerContext): AccountHandler<"verify"> =>
  async (input) => {
    const code = await server.db.transaction(async (tx) => {
      await lockForTransaction(tx, smsLockKeys.code(input.account));
      return checkSmsCode(tx, input.account, input.scene, input.captcha, server.clock());
    });
    return code ? ok({ valid: true }) : fail(400, SERVER_MESSAGES.captchaWrong);
  };
