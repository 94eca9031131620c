import { randomInt } from "node:crypto";
import { lockForTransaction } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import { CAPTCHA_MESSAGES } from "../../captcha/captcha.messages";
import { checkCaptchaGate } from "../../captcha/captcha-gate";
import { SmsDeliveryError } from "../../sms/sms-sender";
import * as repo from "../accounts.repo";
import { SMS_CODE_LIFETIME_MS, SMS_DAILY_LIMIT, SMS_DAY_MS, SMS_RESEND_MS } from "../limits";
import { smsCodeHash, smsLockKeys } from "../sms-codes";
import type { AccountHandler } from "./account-handler";

/**
 * GET /api/auth/captcha: sends a 6-digit SMS code for a scene; one per 60 s and 10 per day per number. A code for a
 * number that has no account yet (registration, the SMS-code login of a new number, binding without a login) is
 * sent only with a solved picture captcha: nobody can make the site text arbitrary numbers from a script.
 */
export const captcha =
  (server: ServerContext): AccountHandler<"captcha"> =>
  async (input, request) => {
    const { db } = server;
    const exists = Boolean(await repo.findUserByMobile(db, input.account));
    if (input.scene === "register" && exists) return fail(409, SERVER_MESSAGES.accountExists);
    if (input.scene === "forget" && !exists) return fail(404, SERVER_MESSAGES.accountMissing);
    const now = server.clock();
    const signedInBinding = input.scene === "bind" && request.session !== null;
    if (!exists && !signedInBinding) {
      const refusal = await checkCaptchaGate(db, server.orgMasterKey, input, now, CAPTCHA_MESSAGES.smsNeedsCaptcha);
      if (refusal) return refusal;
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    // the limits are checked and the code stored one request at a time per number, so parallel requests
    // cannot all pass the 60-second and daily checks before any of them has stored its code
    const stored = await db.transaction(async (tx) => {
      await lockForTransaction(tx, smsLockKeys.send(input.account));
      const stats = await repo.smsSendStats(tx, input.account, new Date(now.getTime() - SMS_DAY_MS));
      if (stats.lastSentAt && now.getTime() - stats.lastSentAt.getTime() < SMS_RESEND_MS) {
        return { kind: "refused", msg: SERVER_MESSAGES.captchaTooSoon } as const;
      }
      if (stats.sentToday >= SMS_DAILY_LIMIT) {
        return { kind: "refused", msg: SERVER_MESSAGES.captchaDailyLimit } as const;
      }
      const [row] = await repo.insertSmsCode(tx, {
        account: input.account,
        scene: input.scene,
        codeHash: smsCodeHash(input.account, input.scene, code),
        sentAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_LIFETIME_MS),
      });
      return { kind: "stored", id: row!.id } as const;
    });
    if (stored.kind === "refused") return fail(429, stored.msg);
    try {
      await server.sms.send({ account: input.account, scene: input.scene, code, sentAt: now });
    } catch (error) {
      if (!(error instanceof SmsDeliveryError)) throw error;
      // not delivered: the learner may ask again at once, and the code cannot be used
      await repo.deleteSmsCode(db, stored.id);
      server.log.error("sms not delivered", { account: input.account, scene: input.scene, error: error.message });
      return fail(503, SERVER_MESSAGES.smsNotDelivered);
    }
    return ok(
      { expiresInSeconds: SMS_CODE_LIFETIME_MS / 1000, resendInSeconds: SMS_RESEND_MS / 1000 },
      SERVER_MESSAGES.captchaSent,
    );
  };
