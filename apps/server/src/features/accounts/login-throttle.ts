import { BUSINESS_STATUS } from "@taxlearn/api";
import { findUserById } from "../../auth/auth.repo";
import { clientHash } from "../../client-key";
import { type Executor, lockForTransaction } from "../../db/executor";
import { type Failure, fail } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { CAPTCHA_MESSAGES } from "../captcha/captcha.messages";
import { type CaptchaFields, checkCaptchaGate } from "../captcha/captcha-gate";
import { consumeSmsCode } from "./accounts.repo";
import {
  LOGIN_ACCOUNT_FREE_FAILURES,
  LOGIN_CLIENT_MAX_FAILURES,
  LOGIN_WINDOW_MS,
  loginNeedsImageCaptcha,
  SMS_DAY_MS,
} from "./limits";
import { LOGIN_LIMIT_MESSAGES } from "./login-limits.messages";
import * as repo from "./login-throttle.repo";
import { verifyPassword } from "./passwords";
import { checkSmsCode, smsLockKeys } from "./sms-codes";

/**
 * Abuse limits of the password login (README: Login limits). Every attempt is counted as a failure before its
 * password is checked and given back when the password was right, so parallel attempts cannot all pass a limit
 * while their hashes run:
 * - per client address, at most LOGIN_CLIENT_MAX_FAILURES failures in the window, then 429 with Retry-After
 *   (password spraying: one wrong password for many numbers);
 * - per account, LOGIN_ACCOUNT_FREE_FAILURES failures in the window, then every login of it needs an SMS code of
 *   scene login. The owner receives the code and logs in; nobody else can lock the account.
 * - before both, a picture captcha from LOGIN_ACCOUNT_CAPTCHA_FAILURES failures of the account or
 *   LOGIN_CLIENT_CAPTCHA_FAILURES of the address (limits.ts): scripted guessing slows down long before anyone is
 *   locked out. A wrong or stale picture answer counts as a failure of the address, not of the account.
 */
export interface LoginKeys {
  readonly client: string;
  readonly account: string;
}

export const loginKeys = (server: ServerContext, clientAddress: string | null, account: string): LoginKeys => ({
  client: `client:${clientHash(server.orgMasterKey, "login-client", clientAddress)}`,
  account: `account:${account}`,
});

export type Admission =
  | { readonly kind: "admitted" }
  | { readonly kind: "throttled"; readonly retryAfterSeconds: number }
  | { readonly kind: "captchaRequired" }
  | { readonly kind: "captchaWrong" }
  | { readonly kind: "imageCaptcha"; readonly refusal: Failure };

/** One login of an account at a time: its failure count decides whether the picture is needed. */
const accountLockKey = (account: string) => `login-account:${account}`;

/**
 * Charges the attempt to the address (429 past its budget) and asks for a picture when the failures counted so
 * far call for one; null when the attempt may go on. Run inside the attempt's transaction.
 */
export async function admitToAddressAndCaptcha(
  tx: Executor,
  server: ServerContext,
  keys: LoginKeys,
  attempt: CaptchaFields & { now: Date; accountFailures: boolean },
): Promise<Exclude<Admission, { kind: "admitted" | "captchaRequired" | "captchaWrong" }> | null> {
  const { now } = attempt;
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  if (!(await repo.reserveAttempt(tx, keys.client, now, since, LOGIN_CLIENT_MAX_FAILURES))) {
    const oldest = await repo.oldestAttempt(tx, keys.client, since);
    const freeAt = (oldest ?? now).getTime() + LOGIN_WINDOW_MS;
    return { kind: "throttled", retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
  }
  const clientFailures = (await repo.countAttempts(tx, keys.client, since)) - 1;
  const accountFailures = attempt.accountFailures ? await repo.countAttempts(tx, keys.account, since) : 0;
  if (!loginNeedsImageCaptcha(accountFailures, clientFailures)) return null;
  const asked = !attempt.captchaId?.trim() || !attempt.captchaAnswer?.trim();
  const refusal = await checkCaptchaGate(tx, server.orgMasterKey, attempt, now, CAPTCHA_MESSAGES.loginNeedsCaptcha);
  if (!refusal) return null;
  // only asked: nothing was tried, so the address is not charged; a wrong answer stays counted against it
  if (asked) await repo.releaseAttempt(tx, keys.client, now);
  return { kind: "imageCaptcha", refusal };
}

/** Counts the attempt against both budgets and decides whether its password may be checked (one transaction). */
export function admitLogin(
  server: ServerContext,
  keys: LoginKeys,
  attempt: CaptchaFields & { account: string; captcha: string | undefined; now: Date },
): Promise<Admission> {
  const { now } = attempt;
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  return server.db.transaction(async (tx): Promise<Admission> => {
    await lockForTransaction(tx, accountLockKey(attempt.account));
    const refused = await admitToAddressAndCaptcha(tx, server, keys, { ...attempt, accountFailures: true });
    if (refused) return refused;
    if (await repo.reserveAttempt(tx, keys.account, now, since, LOGIN_ACCOUNT_FREE_FAILURES)) {
      return { kind: "admitted" };
    }
    // The account's free attempts are used up: only a code sent to its number lets this one through.
    const captcha = attempt.captcha?.trim() ?? "";
    if (captcha === "") {
      // no password was tried, so the client's budget is not charged
      await repo.releaseAttempt(tx, keys.client, now);
      return { kind: "captchaRequired" };
    }
    await lockForTransaction(tx, smsLockKeys.code(attempt.account));
    const code = /^\d{6}$/.test(captcha) ? await checkSmsCode(tx, attempt.account, "login", captcha, now) : null;
    // a code admits one attempt, right password or not
    if (!code || !(await consumeSmsCode(tx, code.id, now))) return { kind: "captchaWrong" };
    return { kind: "admitted" };
  });
}

/** The password was right: the attempt is no failure of the client, and the account's failures are forgotten. */
export function loginSucceeded(server: ServerContext, keys: LoginKeys, attemptedAt: Date): Promise<void> {
  return server.db.transaction((tx) => attemptSucceeded(tx, keys, attemptedAt));
}

/** loginSucceeded inside the caller's transaction (the SMS-code login). */
export async function attemptSucceeded(tx: Executor, keys: LoginKeys, attemptedAt: Date): Promise<void> {
  await repo.releaseAttempt(tx, keys.client, attemptedAt);
  await repo.clearAttempts(tx, keys.account);
}

/** How a password checked outside the login went (the old password of a password change). */
export type AccountPasswordCheck =
  | { readonly kind: "right" }
  | { readonly kind: "wrong" }
  | { readonly kind: "locked"; readonly refusal: Failure };

/**
 * Checks a password of a signed-in account as a login of it would be (changePassword's old password): under the
 * account's login lock, counted as a failure of the account before scrypt runs and forgotten with all its failures
 * when right. Once the account's free failures are used up it is refused unchecked, like a login without an SMS
 * code, so a stolen session cannot guess the password either.
 */
export async function checkPasswordOfAccount(
  server: ServerContext,
  userId: number,
  password: string,
  storedHash: string,
): Promise<AccountPasswordCheck> {
  const now = server.clock();
  const user = await findUserById(server.db, userId);
  // an account without a number has no password login; its own key keeps its guesses counted all the same
  const account = user?.mobile ?? `user-${userId}`;
  const key = loginKeys(server, null, account).account;
  const admitted = await server.db.transaction(async (tx) => {
    await lockForTransaction(tx, accountLockKey(account));
    return repo.reserveAttempt(tx, key, now, new Date(now.getTime() - LOGIN_WINDOW_MS), LOGIN_ACCOUNT_FREE_FAILURES);
  });
  if (!admitted) {
    return { kind: "locked", refusal: fail(BUSINESS_STATUS.captchaRequired, LOGIN_LIMIT_MESSAGES.oldPasswordLocked) };
  }
  if (await verifyPassword(password, storedHash)) {
    await repo.clearAttempts(server.db, key);
    return { kind: "right" };
  }
  await pruneLimitCounters(server.db, now);
  return { kind: "wrong" };
}

/** The password was wrong: the attempt stays counted; rows whose failures all left the window are deleted. */
export async function loginFailed(server: ServerContext, attemptedAt: Date): Promise<void> {
  await pruneLimitCounters(server.db, attemptedAt);
}

/** Deletes counter rows with nothing left in their window (the login window, or a day for SMS budgets). */
export async function pruneLimitCounters(db: Executor, now: Date): Promise<void> {
  await repo.pruneAttempts(db, new Date(now.getTime() - LOGIN_WINDOW_MS), new Date(now.getTime() - SMS_DAY_MS));
}
