import { createHash } from "node:crypto";
import type { Executor } from "../../db/executor";
import * as repo from "./accounts.repo";
import { SMS_MAX_FAILED_CHECKS } from "./limits";
import { hashPassword } from "./passwords";

export const smsCodeHash = (account: string, scene: string, code: string) =>
  createHash("sha256").update(`${account}:${scene}:${code}`).digest("hex");

/**
 * Lock keys, one per number and purpose. The SMS-code key is shared by register, reset and verify, so parallel
 * guesses at one code are counted one by one (5 wrong guesses void it) and a code completes one request only.
 */
export const smsLockKeys = {
  send: (account: string) => `sms-send:${account}`,
  code: (account: string) => `sms-code:${account}`,
};

/**
 * Checks the latest usable code for account+scene; a wrong guess counts against the code.
 * Run it inside a transaction holding `smsLockKeys.code(account)`.
 */
export async function checkSmsCode(db: Executor, account: string, scene: string, code: string, now: Date) {
  const row = await repo.latestUsableSmsCode(db, account, scene, now);
  if (!row || row.failedChecks >= SMS_MAX_FAILED_CHECKS) return null;
  if (row.codeHash !== smsCodeHash(account, scene, code)) {
    await repo.markSmsCheckFailed(db, row.id);
    return null;
  }
  return row;
}

/** Whether `code` is the latest unexpired code of account+scene and was already used (a replay of it). */
export async function isUsedSmsCode(db: Executor, account: string, scene: string, code: string, now: Date) {
  const row = await repo.latestSmsCode(db, account, scene, now);
  return row !== undefined && row.consumedAt !== null && row.codeHash === smsCodeHash(account, scene, code);
}

/**
 * The password's hash when the guess matches the latest usable code, else null: scrypt is the costly part of
 * register and reset, so a wrong guess is turned down (and counted, in the caller's transaction) without it.
 * Read-only and lock-free; the caller's locked check stays the one that decides.
 */
export async function hashIfCodeMatches(
  db: Executor,
  account: string,
  scene: string,
  code: string,
  now: Date,
  password: string,
) {
  const row = await repo.latestUsableSmsCode(db, account, scene, now);
  const matches = row && row.failedChecks < SMS_MAX_FAILED_CHECKS && row.codeHash === smsCodeHash(account, scene, code);
  return matches ? hashPassword(password) : null;
}
