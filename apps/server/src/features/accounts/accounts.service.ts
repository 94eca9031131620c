import { createHash, randomInt } from "node:crypto";
import type { accountContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import { SERVER_MESSAGES } from "../../messages";
import type { ServerContext, Session } from "../../server-context";
import { ORG_MESSAGES } from "../orgs/orgs.messages";
import { findOrganisation, isMember } from "../orgs/orgs.repo";
import * as repo from "./accounts.repo";
import { hashPassword, isStrongPassword, verifyPassword } from "./passwords";
import { hashToken, newToken, TOKEN_LIFETIME_MS } from "./tokens";

const MINUTE = 60_000;
export const LOGIN_WINDOW_MS = 15 * MINUTE;
export const LOGIN_MAX_FAILURES = 5;
export const LOCK_MS = 15 * MINUTE;
export const SMS_RESEND_MS = 60_000;
export const SMS_DAILY_LIMIT = 10;
export const SMS_DAY_MS = 24 * 60 * MINUTE;
export const SMS_CODE_LIFETIME_MS = 10 * MINUTE;
export const SMS_MAX_FAILED_CHECKS = 5;

const smsCodeHash = (account: string, scene: string, code: string) =>
  createHash("sha256").update(`${account}:${scene}:${code}`).digest("hex");

/** Creates a token for the user and returns the login data of the contract. */
export async function issueLogin(server: ServerContext, user: { id: number; username: string }, orgId: number | null) {
  const token = newToken();
  const now = server.clock();
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS);
  await repo.insertToken(server.db, { tokenHash: hashToken(token), userId: user.id, orgId, createdAt: now, expiresAt });
  return { token, uid: user.id, username: user.username, expiresAt: expiresAt.toISOString() };
}

export const resolveSession =
  (server: ServerContext) =>
  async (token: string): Promise<Session | null> => {
    const tokenHash = hashToken(token);
    const row = await repo.findLiveToken(server.db, tokenHash, server.clock());
    return row ? { userId: row.userId, orgId: row.orgId, tokenHash } : null;
  };

/**
 * Lock keys, one per account and purpose. The SMS-code key is shared by register, reset and verify, so parallel
 * guesses at one code are counted one by one (5 wrong guesses void it) and a code completes one request only.
 */
const lockKeys = {
  login: (account: string) => `login:${account}`,
  smsSend: (account: string) => `sms-send:${account}`,
  smsCode: (account: string) => `sms-code:${account}`,
};

/**
 * Checks the latest usable code for account+scene; a wrong guess counts against the code.
 * Run it inside a transaction holding `lockKeys.smsCode(account)`.
 */
async function checkSmsCode(db: repo.Executor, account: string, scene: string, code: string, now: Date) {
  const row = await repo.latestUsableSmsCode(db, account, scene, now);
  if (!row || row.failedChecks >= SMS_MAX_FAILED_CHECKS) return null;
  if (row.codeHash !== smsCodeHash(account, scene, code)) {
    await repo.markSmsCheckFailed(db, row.id);
    return null;
  }
  return row;
}

/**
 * The password's hash when the guess matches the latest usable code, else null: scrypt is the costly part of
 * register and reset, so a wrong guess is turned down (and counted, in the caller's transaction) without it.
 * Read-only and lock-free; the caller's locked check stays the one that decides.
 */
async function hashIfCodeMatches(
  db: repo.Executor,
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

/** Default username of a new account: 学员 + last four digits. */
const defaultUsername = (mobile: string) => `学员${mobile.slice(-4)}`;

export async function userInfoData(server: ServerContext, userId: number) {
  const user = await repo.findUserById(server.db, userId);
  if (!user) return null;
  const now = server.clock();
  const membership = await repo.currentMembership(server.db, userId, now);
  const orgs = await repo.userOrganisations(server.db, userId);
  return {
    uid: user.id,
    username: user.username,
    avatar: user.avatar,
    mobile: user.mobile,
    vipProductId: membership?.vipProductId ?? null,
    vipName: membership?.vipName ?? null,
    vipStartTime: membership ? membership.startAt.toISOString() : null,
    vipEndTime: membership ? membership.endAt.toISOString() : null,
    isVip: membership ? membership.endAt > now : false,
    orgInfoList: orgs,
  };
}

export function accountHandlers(server: ServerContext): HandlersFor<typeof accountContracts> {
  const { db } = server;
  return {
    async login(input) {
      const now = server.clock();
      // a locked account is refused before any password hashing
      const earlyLock = await repo.findLock(db, input.account);
      if (earlyLock && earlyLock.lockedUntil > now) return fail(429, SERVER_MESSAGES.loginLocked);
      // a company belongs to an organisation: it means nothing without one
      if (input.companyId !== undefined && input.orgId === undefined) {
        return fail(400, SERVER_MESSAGES.missingField("orgId"));
      }

      // scrypt runs outside the lock, so one account's attempts do not queue behind each other's hashing
      const user = await repo.findUserByMobile(db, input.account);
      const valid = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : false;

      // The lock check and the failure count happen one attempt at a time per account: with parallel requests,
      // the sixth and later attempts see the lock the fifth failure wrote, whatever their password.
      const verdict = await db.transaction(async (tx) => {
        await repo.lockForTransaction(tx, lockKeys.login(input.account));
        const lock = await repo.findLock(tx, input.account);
        if (lock && lock.lockedUntil > now) return "locked" as const;
        if (!user || !valid) {
          await repo.recordLoginAttempt(tx, input.account, false, now);
          const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
          if ((await repo.countRecentFailures(tx, input.account, since)) >= LOGIN_MAX_FAILURES) {
            await repo.lockAccount(tx, input.account, new Date(now.getTime() + LOCK_MS));
          }
          return "wrong" as const;
        }
        await repo.recordLoginAttempt(tx, input.account, true, now);
        return "valid" as const;
      });
      if (verdict === "locked") return fail(429, SERVER_MESSAGES.loginLocked);
      if (verdict === "wrong" || !user) return fail(400, SERVER_MESSAGES.wrongCredentials);

      // Membership of an organisation comes only from its sealed org login; a password login may name an
      // organisation (and company) the account already belongs to, never join one.
      let orgId: number | null = null;
      if (input.orgId !== undefined) {
        const org = await findOrganisation(db, input.orgId);
        if (!org) return fail(404, ORG_MESSAGES.unknownOrganisation(input.orgId));
        if (!(await isMember(db, org.id, user.id, input.companyId))) return fail(403, ORG_MESSAGES.notMemberAtLogin);
        orgId = org.id;
      }
      return ok(await issueLogin(server, user, orgId), SERVER_MESSAGES.loggedIn);
    },

    async userInfo(_input, request) {
      const data = await userInfoData(server, request.session!.userId);
      return data ? ok(data) : fail(401, SERVER_MESSAGES.tokenInvalid);
    },

    async logout(_input, request) {
      await repo.revokeToken(db, request.session!.tokenHash, server.clock());
      return ok(null, SERVER_MESSAGES.loggedOut);
    },

    async register(input) {
      if (!isStrongPassword(input.password)) return fail(400, SERVER_MESSAGES.passwordRule);
      if (await repo.findUserByMobile(db, input.account)) return fail(409, SERVER_MESSAGES.accountExists);
      const now = server.clock();
      const earlyHash = await hashIfCodeMatches(db, input.account, "register", input.captcha, now, input.password);
      // one registration per number at a time: the second of two parallel ones finds the first's account (409)
      // instead of running into the unique index
      const created = await db.transaction(async (tx) => {
        await repo.lockForTransaction(tx, lockKeys.smsCode(input.account));
        if (await repo.findUserByMobile(tx, input.account)) return fail(409, SERVER_MESSAGES.accountExists);
        const code = await checkSmsCode(tx, input.account, "register", input.captcha, now);
        if (!code || !(await repo.consumeSmsCode(tx, code.id, now))) return fail(400, SERVER_MESSAGES.captchaWrong);
        return ok(
          await repo.insertUser(tx, {
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
    },

    async forgetPassword(input) {
      if (!isStrongPassword(input.password)) return fail(400, SERVER_MESSAGES.passwordRule);
      const user = await repo.findUserByMobile(db, input.account);
      if (!user) return fail(404, SERVER_MESSAGES.accountMissing);
      const now = server.clock();
      const earlyHash = await hashIfCodeMatches(db, input.account, "forget", input.captcha, now, input.password);
      const outcome = await db.transaction(async (tx) => {
        await repo.lockForTransaction(tx, lockKeys.smsCode(input.account));
        const code = await checkSmsCode(tx, input.account, "forget", input.captcha, now);
        if (!code || !(await repo.consumeSmsCode(tx, code.id, now))) return fail(400, SERVER_MESSAGES.captchaWrong);
        await repo.updatePassword(tx, user.id, earlyHash ?? (await hashPassword(input.password)));
        await repo.revokeAllTokens(tx, user.id, now);
        return ok(null, SERVER_MESSAGES.passwordReset);
      });
      return outcome;
    },

    async captcha(input) {
      const exists = Boolean(await repo.findUserByMobile(db, input.account));
      if (input.scene === "register" && exists) return fail(409, SERVER_MESSAGES.accountExists);
      if (input.scene === "forget" && !exists) return fail(404, SERVER_MESSAGES.accountMissing);
      const now = server.clock();
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      // the limits are checked and the code stored one request at a time per number, so parallel requests
      // cannot all pass the 60-second and daily checks before any of them has stored its code
      const refusal = await db.transaction(async (tx) => {
        await repo.lockForTransaction(tx, lockKeys.smsSend(input.account));
        const stats = await repo.smsSendStats(tx, input.account, new Date(now.getTime() - SMS_DAY_MS));
        if (stats.lastSentAt && now.getTime() - stats.lastSentAt.getTime() < SMS_RESEND_MS) {
          return SERVER_MESSAGES.captchaTooSoon;
        }
        if (stats.sentToday >= SMS_DAILY_LIMIT) return SERVER_MESSAGES.captchaDailyLimit;
        await repo.insertSmsCode(tx, {
          account: input.account,
          scene: input.scene,
          codeHash: smsCodeHash(input.account, input.scene, code),
          sentAt: now,
          expiresAt: new Date(now.getTime() + SMS_CODE_LIFETIME_MS),
        });
        return null;
      });
      if (refusal !== null) return fail(429, refusal);
      await server.sms.send({ account: input.account, scene: input.scene, code, sentAt: now });
      return ok(
        { expiresInSeconds: SMS_CODE_LIFETIME_MS / 1000, resendInSeconds: SMS_RESEND_MS / 1000 },
        SERVER_MESSAGES.captchaSent,
      );
    },

    async verify(input) {
      const code = await db.transaction(async (tx) => {
        await repo.lockForTransaction(tx, lockKeys.smsCode(input.account));
        return checkSmsCode(tx, input.account, input.scene, input.captcha, server.clock());
      });
      return code ? ok({ valid: true }) : fail(400, SERVER_MESSAGES.captchaWrong);
    },

    async cityList() {
      const rows = await repo.listRegions(db);
      return ok(
        rows
          .filter((r) => r.parentId === null)
          .map((p) => ({
            id: p.id,
            name: p.name,
            cities: rows.filter((c) => c.parentId === p.id).map((c) => ({ id: c.id, name: c.name })),
          })),
      );
    },

    async userPreference(input, request) {
      const userId = request.session!.userId;
      const ids = [input.provinceId, input.cityId].filter((x): x is number => x !== undefined);
      const found = ids.length > 0 ? await repo.findRegions(db, ids) : [];
      const province = found.find((r) => r.id === input.provinceId);
      const city = found.find((r) => r.id === input.cityId);
      if (
        (input.provinceId !== undefined && (!province || province.parentId !== null)) ||
        (input.cityId !== undefined && !city)
      ) {
        return fail(400, SERVER_MESSAGES.unknownRegion);
      }
      if (city && province && city.parentId !== province.id) return fail(400, SERVER_MESSAGES.unknownRegion);
      const provinceId = province?.id ?? city?.parentId ?? null;
      const cityId = city?.id ?? null;
      const interests = (input.interests ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter((s) => s !== "")
        .slice(0, 20);
      await repo.updateUserProfile(db, userId, { provinceId, cityId, preference: { interests } });
      return ok({ provinceId, cityId, interests });
    },

    async learningOptions(input) {
      const rows = await repo.listLearningOptions(db);
      const groups = new Map<string, { key: string; name: string; options: { id: number; label: string }[] }>();
      for (const row of rows) {
        if (input.group !== undefined && input.group !== row.groupKey) continue;
        const group = groups.get(row.groupKey) ?? { key: row.groupKey, name: row.groupName, options: [] };
        group.options.push({ id: row.id, label: row.label });
        groups.set(row.groupKey, group);
      }
      return ok([...groups.values()]);
    },

    async setLearningGoal(input, request) {
      const parts = input.optionIds
        .split(",")
        .map((s) => s.trim())
        .filter((s) => s !== "");
      const ids: number[] = [];
      for (const part of parts) {
        if (!/^\d{1,9}$/.test(part)) return fail(400, SERVER_MESSAGES.invalidField("optionIds"));
        ids.push(Number(part));
      }
      const known = new Set((await repo.listLearningOptions(db)).map((o) => o.id));
      const unknown = ids.find((id) => !known.has(id));
      if (unknown !== undefined) return fail(400, SERVER_MESSAGES.unknownOption(unknown));
      const optionIds = [...new Set(ids)];
      const note = (input.note ?? "").slice(0, 500);
      await repo.updateUserProfile(db, request.session!.userId, { learningGoal: { optionIds, note } });
      return ok({ optionIds, note });
    },

    async writeRecord(input, request) {
      await repo.insertStudyRecord(db, {
        userId: request.session?.userId ?? null,
        deviceId: input.deviceId ?? null,
        record: { path: input.path, title: input.title ?? null, durationSeconds: input.durationSeconds ?? null },
        createdAt: server.clock(),
      });
      return ok(null);
    },

    async trackEvent(input, request) {
      let jsonParam: unknown = null;
      if (input.jsonParam !== undefined && input.jsonParam !== "") {
        try {
          jsonParam = JSON.parse(input.jsonParam);
        } catch {
          return fail(400, SERVER_MESSAGES.invalidJsonParam);
        }
      }
      await repo.insertTrackingEvent(db, {
        userId: request.session?.userId ?? null,
        deviceId: input.deviceId ?? null,
        eventName: input.eventName,
        jsonParam,
        createdAt: server.clock(),
      });
      return ok(null);
    },
  };
}
