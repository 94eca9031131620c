import { randomInt } from "node:crypto";
import { lockForTransaction } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import { CAPTCHA_MESSAGES } from "../../captcha/captcha.messages";
import { checkCaptchaGate } from "../../captcha/captcha-gate";
import { SmsDeliveryError } from "../../sms/sms-sender";
import * as repo from "../accounts.repo";
import { SMS_CODE_LIFETIME_MS, SMS_RESEND_MS } from "../limits";
import { pruneLimitCounters } from "../login-throttle";
import { chargeSmsSend, isRefusal, smsBudgetKeys } from "../sms-budgets";
import { SMS_CODE_MESSAGES } from "../sms-code.messages";
import { smsCodeHash, smsLockKeys } from "../sms-codes";
import type { AccountHandler } from "./account-handler";

/**
 * GET /api/auth/captcha: sends a 6-digit SMS code for a scene, within the budgets of sms-budgets.ts (per number
 * and client address; past a few requests without one, a picture captcha). Register and reset codes always need a
 * solved picture and are answered alike whether or not the number has an account: a register code is sent only to
 * a new number, a reset code only to an account's, and nothing else in the answer differs.
 */
export const captcha =
  (server: ServerContext): AccountHandler<"captcha"> =>
  async (input, request) => {
    const { db } = server;
    const now = server.clock();
    const signedInBinding = input.scene === "bind" && request.session !== null;
    const pictureOffered = Boolean(input.captchaId?.trim() && input.captchaAnswer?.trim());
    const pictureAlways = input.scene === "register" || input.scene === "forget";
    if (!signedInBinding && (pictureAlways || pictureOffered)) {
      const refusal = await checkCaptchaGate(db, server.orgMasterKey, input, now, CAPTCHA_MESSAGES.smsNeedsCaptcha);
      if (refusal) return refusal;
    }
    const exists = Boolean(await repo.findUserByMobile(db, input.account));
    const useless = (input.scene === "register" && exists) || (input.scene === "forget" && !exists);
    const keys = smsBudgetKeys(server, request.clientAddress, input.account);
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    // the budgets are checked and the code stored one request at a time per number, so parallel requests cannot
    // all pass the 60-second and daily checks before any of them has stored its code
    const stored = await db.transaction(async (tx) => {
      await lockForTransaction(tx, smsLockKeys.send(input.account));
      const charge = await chargeSmsSend(tx, keys, {
        now,
        pictureSolved: !signedInBinding && (pictureAlways || pictureOffered),
        free: signedInBinding,
      });
      if (isRefusal(charge)) return charge;
      // charged like a sent code, so the limits answer alike too; nothing is stored or sent
      if (useless) return { ok: true, id: null, charge } as const;
      const [row] = await repo.insertSmsCode(tx, {
        account: input.account,
        scene: input.scene,
        codeHash: smsCodeHash(input.account, input.scene, code),
        sentAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_LIFETIME_MS),
      });
      return { ok: true, id: row!.id, charge } as const;
    });
    if (!stored.ok) return stored;
    if (stored.id !== null) {
      try {
        await server.sms.send({ account: input.account, scene: input.scene, code, sentAt: now });
      } catch (error) {
        if (!(error instanceof SmsDeliveryError)) throw error;
        // not delivered: the learner may ask again at once, and the code cannot be used
        const id = stored.id;
        await db.transaction(async (tx) => {
          await repo.deleteSmsCode(tx, id);
          await stored.charge.release(tx);
        });
        server.log.error("sms not delivered", { account: input.account, scene: input.scene, error: error.message });
        return fail(503, SERVER_MESSAGES.smsNotDelivered);
      }
    }
    await pruneLimitCounters(db, now);
    const msg =
      input.scene === "register"
        ? SMS_CODE_MESSAGES.registerCodeSent
        : input.scene === "forget"
          ? SMS_CODE_MESSAGES.forgetCodeSent
          : SERVER_MESSAGES.captchaSent;
    return ok({ expiresInSeconds: SMS_CODE_LIFETIME_MS / 1000, resendInSeconds: SMS_RESEND_MS / 1000 }, msg);
  };
