import type { AdminUserDetail, AdminUserRow } from "@taxlearn/api/admin";
import { fenToYuan, OPERATOR_ROLES } from "@taxlearn/core";
import { and, count, desc, eq, gt, ilike, inArray, like, max, type SQL } from "drizzle-orm";
import type { Executor } from "../../../db/executor";
import {
  courses,
  lectureFiles,
  lectureProgress,
  orders,
  userRoles,
  userSuspensions,
  users,
  vipMemberships,
} from "../../../db/schema";

/** Orders and study records shown on a user's page (the newest). */
const DETAIL_ROWS = 20;

/** What the search box holds: a whole phone number, its first digits, or part of a name. */
function searchCondition(q: string): SQL {
  if (/^1\d{10}$/.test(q)) return eq(users.mobile, q);
  if (/^\d+$/.test(q)) return like(users.mobile, `${q}%`);
  return ilike(users.username, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** Roles, suspension and running VIP of a page of accounts, in three reads keyed by the page's ids. */
async function rowsOf(
  db: Executor,
  page: ReadonlyArray<typeof users.$inferSelect>,
  now: Date,
): Promise<AdminUserRow[]> {
  const ids = page.map((u) => u.id);
  if (ids.length === 0) return [];
  const [roles, suspended, vip] = await Promise.all([
    db
      .select({ userId: userRoles.userId, role: userRoles.role })
      .from(userRoles)
      .where(and(inArray(userRoles.userId, ids), inArray(userRoles.role, [...OPERATOR_ROLES]))),
    db.select({ userId: userSuspensions.userId }).from(userSuspensions).where(inArray(userSuspensions.userId, ids)),
    db
      .select({ userId: vipMemberships.userId, until: max(vipMemberships.endAt) })
      .from(vipMemberships)
      .where(and(inArray(vipMemberships.userId, ids), gt(vipMemberships.endAt, now)))
      .groupBy(vipMemberships.userId),
  ]);
  const disabled = new Set(suspended.map((s) => s.userId));
  return page.map((u) => ({
    id: u.id,
    username: u.username,
    phone: u.mobile,
    createdAt: u.createdAt.toISOString(),
    roles: OPERATOR_ROLES.filter((role) => roles.some((r) => r.userId === u.id && r.role === role)),
    disabled: disabled.has(u.id),
    vipUntil: vip.find((v) => v.userId === u.id)?.until?.toISOString() ?? null,
  }));
}

export async function listUsers(
  db: Executor,
  filter: { q?: string | undefined; disabled?: "1" | "0" | undefined },
  page: number,
  pageSize: number,
  now: Date,
): Promise<{ list: AdminUserRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(searchCondition(filter.q));
  const suspendedIds = db.select({ id: userSuspensions.userId }).from(userSuspensions);
  if (filter.disabled === "1") conditions.push(inArray(users.id, suspendedIds));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { list: await rowsOf(db, rows, now), total: Number(total?.n ?? 0) };
}

export async function findUser(db: Executor, id: number) {
  return (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];
}

/** One account with its suspension, newest orders and newest study records; undefined when it does not exist. */
export async function userDetail(db: Executor, id: number, now: Date): Promise<AdminUserDetail | undefined> {
  const user = await findUser(db, id);
  if (!user) return undefined;
  const [[row], [suspension], orderRows, study] = await Promise.all([
    rowsOf(db, [user], now),
    db.select().from(userSuspensions).where(eq(userSuspensions.userId, id)).limit(1),
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(DETAIL_ROWS),
    db
      .select({
        courseId: courses.id,
        courseTitle: courses.title,
        lectureTitle: lectureFiles.title,
        progress: lectureProgress.progress,
        updatedAt: lectureProgress.updatedAt,
      })
      .from(lectureProgress)
      .innerJoin(lectureFiles, eq(lectureFiles.id, lectureProgress.fileId))
      .innerJoin(courses, eq(courses.id, lectureFiles.courseId))
      .where(eq(lectureProgress.userId, id))
      .orderBy(desc(lectureProgress.updatedAt))
      .limit(DETAIL_ROWS),
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

/** Disables an account (or updates the reason of a disabled one). */
export const suspendUser = (db: Executor, userId: number, disabledBy: number, reason: string, now: Date) =>
  db
    .insert(userSuspensions)
    .values({ userId, disabledBy, reason, disabledAt: now })
    .onConflictDoUpdate({ target: userSuspensions.userId, set: { reason, disabledBy, disabledAt: now } });

export const liftSuspension = (db: Executor, userId: number) =>
  db.delete(userSuspensions).where(eq(userSuspensions.userId, userId));

/** The account's operator roles become exactly `roles` (other roles, such as `staff`, are left alone). */
export async function setOperatorRoles(db: Executor, userId: number, roles: readonly string[], now: Date) {
  await db.delete(userRoles).where(
    and(
      eq(userRoles.userId, userId),
      inArray(
        userRoles.role,
        OPERATOR_ROLES.filter((role) => !roles.includes(role)),
      ),
    ),
  );
  if (roles.length > 0) {
    await db
      .insert(userRoles)
      .values(roles.map((role) => ({ userId, role, grantedAt: now })))
      .onConflictDoNothing();
  }
}
