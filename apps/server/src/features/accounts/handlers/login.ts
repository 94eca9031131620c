import { issueLogin } from "../../../auth/sessions";
import { lockForTransaction } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import { ORG_MESSAGES } from "../../orgs/orgs.messages";
import { findOrganisation, isMember } from "../../orgs/orgs.repo";
import * as repo from "../accounts.repo";
import { LOCK_MS, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from "../limits";
import { verifyPassword } from "../passwords";
import type { AccountHandler } from "./account-handler";

const loginLockKey = (account: string) => `login:${account}`;

/** POST /api/app/login: password login, optionally scoped to an organisation the account already belongs to. */
export const login =
  (server: ServerContext): AccountHandler<"login"> =>
  async (input) => {
    const { db } = server;
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
      await lockForTransaction(tx, loginLockKey(input.account));
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
  };
