import { BUSINESS_STATUS } from "@taxlearn/api";
import type { Executor } from "../../db/executor";
import { type Failure, fail, failBecause } from "../../http/outcome";
import { CAPTCHA_MESSAGES } from "./captcha.messages";
import { solveCaptcha } from "./image-captcha";

/** The picture answer a guarded call may carry (login, code login, sending an SMS code). */
export interface CaptchaFields {
  readonly captchaId?: string | undefined;
  readonly captchaAnswer?: string | undefined;
}

/**
 * For a call that needs a solved picture: null when the fields answer one right (it is used up), else the
 * refusal, status 449, whose message says what to do; the client shows a new picture on every 449.
 */
export async function checkCaptchaGate(
  db: Executor,
  key: Buffer,
  fields: CaptchaFields,
  now: Date,
  askMessage: string,
): Promise<Failure | null> {
  const captchaId = fields.captchaId?.trim() ?? "";
  const answer = fields.captchaAnswer?.trim() ?? "";
  if (captchaId === "" || answer === "") return fail(BUSINESS_STATUS.imageCaptchaRequired, askMessage);
  const check = await solveCaptcha(db, key, { captchaId, answer }, now);
  if (check === "solved") return null;
  return check === "wrong"
    ? fail(BUSINESS_STATUS.imageCaptchaRequired, CAPTCHA_MESSAGES.wrong)
    : failBecause(BUSINESS_STATUS.imageCaptchaRequired, CAPTCHA_MESSAGES.expired, "captchaExpired");
}
