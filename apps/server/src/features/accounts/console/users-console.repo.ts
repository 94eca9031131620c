import type { AdminUserDetail, AdminUserRow } from "@taxlearn/api/admin";
import { fenToYuan, OPERATOR_ROLES, type OrderStatus } from "@taxlearn/core";
import {
  type AccountRow,
  accountById,
  accountsPage,
  disabledAmong,
  liftSuspension,
  suspendUser,
  suspensionOf,
} from "../../../auth/account-suspensions.repo";
import { rolesOfUsersAmong, setRolesAmong } from "../../../auth/operator-roles.repo";
import type { Executor } from "../../../db/executor";
import { runningMembershipEnds } from "../../vip/current-membership.repo";

// Accounts, roles and suspensions are auth's and memberships vip's; a user's orders and study records come from
// their owners through `UserHistory`, handed in where the console is assembled (src/console.ts): orders and video
// depend on accounts, so accounts does not import them.

/** Orders and study records shown on a user's page (the newest). */
const DETAIL_ROWS = 20;

/** Where a user's page reads the account's history from (each its table owner's query). */
export interface UserHistory {
  newestOrders(
    db: Executor,
    userId: number,
    limit: number,
  ): Promise<
    readonly { tradeNo: string; productName: string; amountFen: number; status: OrderStatus; createdAt: Date }[]
  >;
  newestStudy(
    db: Executor,
    userId: number,
    limit: number,
  ): Promise<
    readonly { courseId: number; courseTitle: string; lectureTitle: string; progress: number; updatedAt: Date }[]
  >;
}

/** Roles, suspension and running VIP of a page of accounts, in three reads keyed by the page's ids. */
async function rowsOf(db: Executor, page: ReadonlyArray<AccountRow>, now: Date): Promise<AdminUserRow[]> {
  const ids = page.map((u) => u.id);
  if (ids.length === 0) return [];
  const [roles, disabled, vip] = await Promise.all([
    rolesOfUsersAmong(db, ids, OPERATOR_ROLES),
    disabledAmong(db, ids),
    runningMembershipEnds(db, ids, now),
  ]);
  return page.map((u) => ({
    id: u.id,
    username: u.username,
    phone: u.mobile,
    createdAt: u.createdAt.toISOString(),
    roles: OPERATOR_ROLES.filter((role) => roles.some((r) => r.userId === u.id && r.role === role)),
    disabled: disabled.has(u.id),
    vipUntil: vip.get(u.id)?.toISOString() ?? null,
  }));
}

export async function listUsers(
  db: Executor,
  filter: { q?: string | undefined; disabled?: "1" | "0" | undefined },
  page: number,
  pageSize: number,
  now: Date,
): Promise<{ list: AdminUserRow[]; total: number }> {
  const { rows, total } = await accountsPage(
    db,
    { q: filter.q, disabledOnly: filter.disabled === "1" },
    page,
    pageSize,
  );
  return { list: await rowsOf(db, rows, now), total };
}

export const findUser = accountById;

/** One account with its suspension, newest orders and newest study records; undefined when it does not exist. */
export async function userDetail(
  db: Executor,
  history: UserHistory,
  id: number,
  now: Date,
): Promise<AdminUserDetail | undefined> {
  const user = await findUser(db, id);
  if (!user) return undefined;
  const [[row], suspension, orderRows, study] = await Promise.all([
    rowsOf(db, [user], now),
    suspensionOf(db, id),
    history.newestOrders(db, id, DETAIL_ROWS),
    history.newestStudy(db, id, DETAIL_ROWS),
  ]);
  return {
    user: row!,
    suspension: suspension ? { reason: suspension.reason, disabledAt: suspension.disabledAt.toISOString() } : null,
    orders: orderRows.map((o) => ({
      tradeNo: o.tradeNo,
      productName: o.productName,
      amount: fenToYuan(o.amountFen),
      status: o.status,
      createdAt: o.createdAt.toISOString(),
    })),
    study: study.map((s) => ({ ...s, updatedAt: s.updatedAt.toISOString() })),
  };
}

export { liftSuspension, suspendUser };

/** The account's operator roles become exactly `roles` (other roles, such as `staff`, are left alone). */
export const setOperatorRoles = (db: Executor, userId: number, roles: readonly string[], now: Date) =>
  setRolesAmong(db, userId, OPERATOR_ROLES, roles, now);
