import { createHash, randomInt } from "node:crypto";
import type { accountContracts } from "@taxlearn/api";
import type { Database } from "../../db/database";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import { SERVER_MESSAGES } from "../../messages";
import type { ServerContext, Session } from "../../server-context";
import { findOrganisation, linkOrgMember } from "../orgs/orgs.repo";
import type { DevOutboxSmsSender } from "../sms/sms-sender";
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

/** Checks the latest usable code for account+scene; a wrong guess counts against the code. */
async function checkSmsCode(db: Database, account: string, scene: string, code: string, now: Date) {
  const row = await repo.latestUsableSmsCode(db, account, scene, now);
  if (!row || row.failedChecks >= SMS_MAX_FAILED_CHECKS) return null;
  if (row.codeHash !== smsCodeHash(account, scene, code)) {
    await repo.markSmsCheckFailed(db, row.id);
    return null;
  }
  return row;
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
      const lock = await repo.findLock(db, input.account);
      if (lock && lock.lockedUntil > now) return fail(429, SERVER_MESSAGES.loginLocked);

      const user = await repo.findUserByMobile(db, input.account);
      const valid = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : false;
      if (!user || !valid) {
        await repo.recordLoginAttempt(db, input.account, false, now);
        const failures = await repo.countRecentFailures(db, input.account, new Date(now.getTime() - LOGIN_WINDOW_MS));
        if (failures >= LOGIN_MAX_FAILURES)
          await repo.lockAccount(db, input.account, new Date(now.getTime() + LOCK_MS));
        return fail(400, SERVER_MESSAGES.wrongCredentials);
      }

      let orgId: number | null = null;
      if (input.orgId !== undefined) {
        const org = await findOrganisation(db, input.orgId);
        if (!org) return fail(404, SERVER_MESSAGES.orgNotFound);
        orgId = org.id;
        await linkOrgMember(db, org.id, `mobile:${input.account}`, user.id, input.companyId ?? null, now);
      }
      await repo.recordLoginAttempt(db, input.account, true, now);
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
      const code = await checkSmsCode(db, input.account, "register", input.captcha, now);
      if (!code) return fail(400, SERVER_MESSAGES.captchaWrong);
      await repo.consumeSmsCode(db, code.id, now);
      const user = await repo.insertUser(db, {
        mobile: input.account,
        username: defaultUsername(input.account),
        passwordHash: await hashPassword(input.password),
        userType: input.userType ?? 1,
        createdAt: now,
      });
      return ok(await issueLogin(server, user, null), SERVER_MESSAGES.registered);
    },

    async forgetPassword(input) {
      if (!isStrongPassword(input.password)) return fail(400, SERVER_MESSAGES.passwordRule);
      const user = await repo.findUserByMobile(db, input.account);
      if (!user) return fail(404, SERVER_MESSAGES.accountMissing);
      const now = server.clock();
      const code = await checkSmsCode(db, input.account, "forget", input.captcha, now);
      if (!code) return fail(400, SERVER_MESSAGES.captchaWrong);
      await repo.consumeSmsCode(db, code.id, now);
      await repo.updatePassword(db, user.id, await hashPassword(input.password));
      await repo.revokeAllTokens(db, user.id, now);
      return ok(null, SERVER_MESSAGES.passwordReset);
    },

    async captcha(input) {
      const exists = Boolean(await repo.findUserByMobile(db, input.account));
      if (input.scene === "register" && exists) return fail(409, SERVER_MESSAGES.accountExists);
      if (input.scene === "forget" && !exists) return fail(404, SERVER_MESSAGES.accountMissing);
      const now = server.clock();
      const stats = await repo.smsSendStats(db, input.account, new Date(now.getTime() - SMS_DAY_MS));
      if (stats.lastSentAt && now.getTime() - stats.lastSentAt.getTime() < SMS_RESEND_MS) {
        return fail(429, SERVER_MESSAGES.captchaTooSoon);
      }
      if (stats.sentToday >= SMS_DAILY_LIMIT) return fail(429, SERVER_MESSAGES.captchaDailyLimit);
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      await repo.insertSmsCode(db, {
        account: input.account,
        scene: input.scene,
        codeHash: smsCodeHash(input.account, input.scene, code),
        sentAt: now,
        expiresAt: new Date(now.getTime() + SMS_CODE_LIFETIME_MS),
      });
      await server.sms.send({ account: input.account, scene: input.scene, code, sentAt: now });
      return ok(
        { expiresInSeconds: SMS_CODE_LIFETIME_MS / 1000, resendInSeconds: SMS_RESEND_MS / 1000 },
        SERVER_MESSAGES.captchaSent,
      );
    },

    async verify(input) {
      const code = await checkSmsCode(db, input.account, input.scene, input.captcha, server.clock());
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

/** The dev outbox route; only mounted outside production. */
export const devOutboxHandler =
  (outbox: DevOutboxSmsSender): NonNullable<HandlersFor<typeof accountContracts>["devOutbox"]> =>
  async (input) => {
    const entry = outbox.latest(input.account);
    return entry
      ? ok({ code: entry.code, scene: entry.scene, sentAt: entry.sentAt.toISOString() })
      : fail(404, SERVER_MESSAGES.noOutboxCode);
  };
