import { randomInt } from "node:crypto";
import type {
  adminUserDetail,
  adminUserDisable,
  adminUserEnable,
  adminUserList,
  adminUserResetPassword,
  adminUserRoles,
} from "@taxlearn/api/admin";
import { MESSAGE_TYPES, parseOperatorRoles } from "@taxlearn/core";
import type { Executor } from "../../../db/executor";
import { lockForTransaction } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import type { OperatorHandler } from "../../admin/admin-access";
import { recordAudit } from "../../admin/audit-log";
import { deliverMessage } from "../../messages/deliver-message";
import { revokeAllTokens, updatePassword } from "../accounts.repo";
import { hashPassword } from "../passwords";
import { USERS_CONSOLE_MESSAGES } from "./users-console.messages";
import type { UserHistory } from "./users-console.repo";
import * as repo from "./users-console.repo";

/** No 0/O, 1/l/I: a temporary password is read out over the phone. */
const LETTERS = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ";
const DIGITS = "23456789";

/** 12 characters with at least one letter and one digit (the site's password rule), from the system's CSPRNG. */
export function temporaryPassword(): string {
  const alphabet = LETTERS + DIGITS;
  const chars = [LETTERS[randomInt(LETTERS.length)]!, DIGITS[randomInt(DIGITS.length)]!];
  while (chars.length < 12) chars.push(alphabet[randomInt(alphabet.length)]!);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join("");
}

/** What the audit log keeps of an account: never the password hash. */
const auditView = (detail: Awaited<ReturnType<typeof repo.userDetail>>) =>
  detail ? { user: detail.user, suspension: detail.suspension } : null;

export const userListHandler =
  (server: ServerContext): OperatorHandler<typeof adminUserList> =>
  async (input) => {
    const page = await repo.listUsers(server.db, input, input.page, input.pageSize, server.clock());
    return ok({ ...page, page: input.page, pageSize: input.pageSize });
  };

export const userDetailHandler =
  (server: ServerContext, history: UserHistory): OperatorHandler<typeof adminUserDetail> =>
  async (input) => {
    const detail = await repo.userDetail(server.db, history, input.id, server.clock());
    return detail ? ok(detail) : fail(404, USERS_CONSOLE_MESSAGES.userNotFound);
  };

/**
 * One change of an account in one transaction with its audit row: locked per account (two admins acting at once
 * run one after the other), before and after read inside it. `change` answers a refusal (400/409) or null.
 */
async function changeUser(
  server: ServerContext,
  history: UserHistory,
  operator: Parameters<typeof recordAudit>[1],
  action: string,
  id: number,
  change: (tx: Executor, now: Date) => Promise<{ status: 400 | 409; message: string } | null>,
  done: string,
) {
  const now = server.clock();
  const result = await server.db.transaction(async (tx) => {
    await lockForTransaction(tx, `admin-user:${id}`);
    const before = await repo.userDetail(tx, history, id, now);
    if (!before) return { refusal: { status: 404 as const, message: USERS_CONSOLE_MESSAGES.userNotFound } };
    const refusal = await change(tx, now);
    if (refusal) return { refusal };
    const after = (await repo.userDetail(tx, history, id, now))!;
    await recordAudit(
      tx,
      operator,
      { action, target: `user:${id}`, before: auditView(before), after: auditView(after) },
      now,
    );
    return { after };
  });
  return "refusal" in result && result.refusal
    ? fail(result.refusal.status, result.refusal.message)
    : ok(result.after!, done);
}

export const userDisableHandler =
  (server: ServerContext, history: UserHistory): OperatorHandler<typeof adminUserDisable> =>
  async (input, operator) => {
    if (input.reason === "") return fail(400, USERS_CONSOLE_MESSAGES.disableReasonRequired);
    if (input.id === operator.userId) return fail(409, USERS_CONSOLE_MESSAGES.cannotDisableSelf);
    const result = await changeUser(
      server,
      history,
      operator,
      "adminUserDisable",
      input.id,
      async (tx, now) => {
        await repo.suspendUser(tx, input.id, operator.userId, input.reason, now);
        await revokeAllTokens(tx, input.id, now);
        return null;
      },
      USERS_CONSOLE_MESSAGES.userDisabled,
    );
    // its logins ended with the transaction: their open sockets close now, not at the next heartbeat
    if (result.ok) await server.logins.ended(input.id);
    return result;
  };

export const userEnableHandler =
  (server: ServerContext, history: UserHistory): OperatorHandler<typeof adminUserEnable> =>
  async (input, operator) =>
    changeUser(
      server,
      history,
      operator,
      "adminUserEnable",
      input.id,
      async (tx) => {
        await repo.liftSuspension(tx, input.id);
        return null;
      },
      USERS_CONSOLE_MESSAGES.userEnabled,
    );

/**
 * POST /api/admin/users/:id/password: the temporary password goes to the operator once (never into the audit log
 * or a message); the account is logged out everywhere and told in its message centre.
 */
export const userResetPasswordHandler =
  (server: ServerContext, history: UserHistory): OperatorHandler<typeof adminUserResetPassword> =>
  async (input, operator) => {
    const password = temporaryPassword();
    const hash = await hashPassword(password);
    const result = await changeUser(
      server,
      history,
      operator,
      "adminUserResetPassword",
      input.id,
      async (tx, now) => {
        await updatePassword(tx, input.id, hash);
        await revokeAllTokens(tx, input.id, now);
        await deliverMessage(tx, {
          userId: input.id,
          type: MESSAGE_TYPES.system.value,
          title: USERS_CONSOLE_MESSAGES.passwordResetTitle,
          content: USERS_CONSOLE_MESSAGES.passwordResetContent,
          link: "/center/setting",
        });
        return null;
      },
      USERS_CONSOLE_MESSAGES.passwordReset,
    );
    // logged out everywhere: the account's open sockets close now, not at the next heartbeat
    if (result.ok) await server.logins.ended(input.id);
    return result.ok ? ok({ temporaryPassword: password }, USERS_CONSOLE_MESSAGES.passwordReset) : result;
  };

export const userRolesHandler =
  (server: ServerContext, history: UserHistory): OperatorHandler<typeof adminUserRoles> =>
  async (input, operator) => {
    const parsed = parseOperatorRoles(input.roles);
    if (!parsed.ok) return fail(400, USERS_CONSOLE_MESSAGES.unknownRole(parsed.unknown));
    if (input.id === operator.userId && !parsed.roles.includes("admin"))
      return fail(409, USERS_CONSOLE_MESSAGES.keepOwnAdmin);
    return changeUser(
      server,
      history,
      operator,
      "adminUserRoles",
      input.id,
      async (tx, now) => {
        await repo.setOperatorRoles(tx, input.id, parsed.roles, now);
        return null;
      },
      USERS_CONSOLE_MESSAGES.rolesSaved,
    );
  };
