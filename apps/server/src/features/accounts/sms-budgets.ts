import { BUSINESS_STATUS } from "@taxlearn/api";
import { clientHash } from "../../client-key";
import type { Executor } from "../../db/executor";
import { type Failure, fail } from "../../http/outcome";
import { SERVER_MESSAGES } from "../../messages";
import type { ServerContext } from "../../server-context";
import { CAPTCHA_MESSAGES } from "../captcha/captcha.messages";
import { SMS_DAILY_LIMIT, SMS_DAY_MS, SMS_FREE_PER_CLIENT, SMS_FREE_PER_NUMBER, SMS_RESEND_MS } from "./limits";
import * as throttles from "./login-throttle.repo";
import { SMS_KEY_PREFIX } from "./login-throttle.repo";

/**
 * Who may make the site text a number, and how often (README of this feature: SMS code budgets). Every budget is
 * keyed by the requesting client address as well as the number, so what a stranger spends from their address
 * never refuses the owner's request from theirs:
 * - per number and client: one code per SMS_RESEND_MS and SMS_DAILY_LIMIT a day (429);
 * - without a solved picture, also SMS_FREE_PER_CLIENT a day per client (whatever the numbers) and
 *   SMS_FREE_PER_NUMBER a day per number (from all clients together); past either the request is asked for a
 *   picture (449), never refused, so spending them costs the owner one picture, not their codes.
 * The counters are rows of login_throttles (key prefix `sms-`, kept for a day), shared by every process.
 */
export interface SmsBudgetKeys {
  /** The codes sent to this number at this client's request: the 60 s wait and the daily limit. */
  readonly sent: string;
  readonly freeClient: string;
  readonly freeNumber: string;
}

export function smsBudgetKeys(server: ServerContext, clientAddress: string | null, account: string): SmsBudgetKeys {
  const client = clientHash(server.orgMasterKey, "sms-client", clientAddress);
  return {
    sent: `${SMS_KEY_PREFIX}sent:${account}:${client}`,
    freeClient: `${SMS_KEY_PREFIX}free-client:${client}`,
    freeNumber: `${SMS_KEY_PREFIX}free-number:${account}`,
  };
}

/** A charged send: `release` gives every budget back (the gateway did not deliver the code). */
export interface ChargedSend {
  readonly release: (db: Executor) => Promise<void>;
}

/**
 * Charges one code request to its budgets, or answers why not. Run it in the request's transaction holding the
 * number's send lock (per-number rows are read then written); the per-client free budget, shared by numbers, is
 * reserved in one statement. `pictureSolved`: the request carried a solved picture; `free`: it needs none at all
 * (a signed-in learner binding a number).
 */
export async function chargeSmsSend(
  tx: Executor,
  keys: SmsBudgetKeys,
  request: { now: Date; pictureSolved: boolean; free: boolean },
): Promise<ChargedSend | Failure> {
  const { now } = request;
  const daySince = new Date(now.getTime() - SMS_DAY_MS);
  if ((await throttles.countAttempts(tx, keys.sent, new Date(now.getTime() - SMS_RESEND_MS))) > 0) {
    return fail(429, SERVER_MESSAGES.captchaTooSoon);
  }
  if ((await throttles.countAttempts(tx, keys.sent, daySince)) >= SMS_DAILY_LIMIT) {
    return fail(429, SERVER_MESSAGES.captchaDailyLimit);
  }
  const charged = [keys.sent];
  if (!request.pictureSolved && !request.free) {
    if (!(await throttles.reserveAttempt(tx, keys.freeClient, now, daySince, SMS_FREE_PER_CLIENT))) {
      return fail(BUSINESS_STATUS.imageCaptchaRequired, CAPTCHA_MESSAGES.smsNeedsCaptcha);
    }
    if (!(await throttles.reserveAttempt(tx, keys.freeNumber, now, daySince, SMS_FREE_PER_NUMBER))) {
      await throttles.releaseAttempt(tx, keys.freeClient, now);
      return fail(BUSINESS_STATUS.imageCaptchaRequired, CAPTCHA_MESSAGES.smsNeedsCaptcha);
    }
    charged.push(keys.freeClient, keys.freeNumber);
  }
  // checked above under the number's lock: this cannot be refused
  await throttles.reserveAttempt(tx, keys.sent, now, daySince, SMS_DAILY_LIMIT);
  return {
    release: async (db) => {
      for (const key of charged) await throttles.releaseAttempt(db, key, now);
    },
  };
}

export const isRefusal = (charge: ChargedSend | Failure): charge is Failure => "ok" in charge && !charge.ok;
