import { INVOICE_STATUSES } from "@taxlearn/core";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { invoiceApplicationOrders, invoiceApplications, invoiceTitles } from "../../db/schema";
import { lockOrdersOfUser, orderSummaries, paidOrdersOfUser } from "../orders/invoiceable-orders.repo";

export type InvoiceTitleRow = typeof invoiceTitles.$inferSelect;
export type InvoiceApplicationRow = typeof invoiceApplications.$inferSelect;

/** The learner's titles: the default first, then newest first (index invoice_titles_user_idx). */
export const listTitles = (db: Executor, userId: number): Promise<InvoiceTitleRow[]> =>
  db
    .select()
    .from(invoiceTitles)
    .where(eq(invoiceTitles.userId, userId))
    .orderBy(desc(invoiceTitles.isDefault), desc(invoiceTitles.id));

export const findTitle = async (db: Executor, userId: number, id: number): Promise<InvoiceTitleRow | undefined> =>
  (
    await db
      .select()
      .from(invoiceTitles)
      .where(and(eq(invoiceTitles.userId, userId), eq(invoiceTitles.id, id)))
      .limit(1)
  )[0];

export const countTitles = async (db: Executor, userId: number): Promise<number> =>
  (await db.select({ n: count() }).from(invoiceTitles).where(eq(invoiceTitles.userId, userId)))[0]?.n ?? 0;

/** Clears the learner's default (before another title takes it: one default per learner, a unique index). */
export const clearDefault = (db: Executor, userId: number) =>
  db
    .update(invoiceTitles)
    .set({ isDefault: false })
    .where(and(eq(invoiceTitles.userId, userId), eq(invoiceTitles.isDefault, true)));

/** The learner's newest title becomes the default when they have none (after a delete). */
export async function ensureDefault(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`
    update invoice_titles set is_default = true
    where id = (select id from invoice_titles where user_id = ${userId} order by id desc limit 1)
      and not exists (select 1 from invoice_titles where user_id = ${userId} and is_default)`);
}

/** The learner's paid orders without an active invoice application, newest payment first. */
export const listInvoiceableOrders = (db: Executor, userId: number) =>
  paidOrdersOfUser(
    db,
    userId,
    (orderId) =>
      sql`not exists (select 1 from ${invoiceApplicationOrders} where ${invoiceApplicationOrders.orderId} = ${orderId} and ${invoiceApplicationOrders.active})`,
  );

/** The learner's orders with these trade numbers, locked until the transaction ends (a refund waits for us). */
export const lockOrdersOf = lockOrdersOfUser;

/** Which of these orders already have an active application. */
export async function activelyInvoiced(db: Executor, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ orderId: invoiceApplicationOrders.orderId })
    .from(invoiceApplicationOrders)
    .where(and(inArray(invoiceApplicationOrders.orderId, [...orderIds]), eq(invoiceApplicationOrders.active, true)));
  return new Set(rows.map((r) => r.orderId));
}

export async function listApplications(db: Executor, userId: number, page: number, pageSize: number) {
  const where = eq(invoiceApplications.userId, userId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(invoiceApplications)
      .where(where)
      .orderBy(desc(invoiceApplications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(invoiceApplications).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The orders of these applications, by application id. */
export async function ordersOfApplications(db: Executor, applicationIds: readonly number[]) {
  const byApplication = new Map<number, { tradeNo: string; productName: string; amountFen: number }[]>();
  if (applicationIds.length === 0) return byApplication;
  const order = orderSummaries(db);
  const rows = await db
    .select({
      applicationId: invoiceApplicationOrders.applicationId,
      tradeNo: order.tradeNo,
      productName: order.productName,
      amountFen: order.amountFen,
    })
    .from(invoiceApplicationOrders)
    .innerJoin(order, eq(order.orderId, invoiceApplicationOrders.orderId))
    .where(inArray(invoiceApplicationOrders.applicationId, [...applicationIds]))
    .orderBy(asc(order.orderId));
  for (const row of rows) {
    const list = byApplication.get(row.applicationId) ?? [];
    list.push({ tradeNo: row.tradeNo, productName: row.productName, amountFen: row.amountFen });
    byApplication.set(row.applicationId, list);
  }
  return byApplication;
}

export const findApplication = async (db: Executor, id: number): Promise<InvoiceApplicationRow | undefined> =>
  (await db.select().from(invoiceApplications).where(eq(invoiceApplications.id, id)).limit(1))[0];

export const findApplicationOf = async (db: Executor, userId: number, id: number) =>
  (
    await db
      .select({
        pdf: invoiceApplications.pdf,
        invoiceNumber: invoiceApplications.invoiceNumber,
        issuedAt: invoiceApplications.issuedAt,
        status: invoiceApplications.status,
      })
      .from(invoiceApplications)
      .where(and(eq(invoiceApplications.userId, userId), eq(invoiceApplications.id, id)))
      .limit(1)
  )[0];

export type InvoiceTitleInsert = typeof invoiceTitles.$inferInsert;

/** Deletes one of the learner's titles; false when they have no such title. */
export const deleteTitle = async (tx: Executor, userId: number, id: number) =>
  (
    await tx
      .delete(invoiceTitles)
      .where(and(eq(invoiceTitles.userId, userId), eq(invoiceTitles.id, id)))
      .returning({ id: invoiceTitles.id })
  ).length > 0;

export const insertTitle = async (tx: Executor, values: InvoiceTitleInsert) =>
  (await tx.insert(invoiceTitles).values(values).returning())[0]!;

export const updateTitle = async (tx: Executor, id: number, values: Partial<InvoiceTitleInsert>) =>
  (await tx.update(invoiceTitles).set(values).where(eq(invoiceTitles.id, id)).returning())[0]!;

export const setDefaultTitle = (tx: Executor, userId: number, id: number) =>
  tx
    .update(invoiceTitles)
    .set({ isDefault: true })
    .where(and(eq(invoiceTitles.userId, userId), eq(invoiceTitles.id, id)));

/** A new application with the orders it covers (their link rows' unique index refuses an order invoiced twice). */
export async function insertApplication(
  tx: Executor,
  values: typeof invoiceApplications.$inferInsert,
  orderIds: readonly number[],
): Promise<InvoiceApplicationRow> {
  const [row] = await tx.insert(invoiceApplications).values(values).returning();
  await tx.insert(invoiceApplicationOrders).values(orderIds.map((orderId) => ({ applicationId: row!.id, orderId })));
  return row!;
}

/** Moves a pending application to issued with what was issued; undefined when it was not pending any more. */
export const markIssued = async (tx: Executor, id: number, issued: Partial<typeof invoiceApplications.$inferInsert>) =>
  (
    await tx
      .update(invoiceApplications)
      .set({ ...issued, status: INVOICE_STATUSES.issued.value })
      .where(and(eq(invoiceApplications.id, id), eq(invoiceApplications.status, INVOICE_STATUSES.pending.value)))
      .returning()
  )[0];

/** Voids a pending or issued application and releases its orders; undefined when it was neither. */
export async function markVoided(tx: Executor, id: number, now: Date) {
  const [application] = await tx
    .update(invoiceApplications)
    .set({ status: INVOICE_STATUSES.voided.value, voidedAt: now })
    .where(
      and(
        eq(invoiceApplications.id, id),
        inArray(invoiceApplications.status, [INVOICE_STATUSES.pending.value, INVOICE_STATUSES.issued.value]),
      ),
    )
    .returning();
  if (!application) return undefined;
  const links = await tx
    .update(invoiceApplicationOrders)
    .set({ active: false })
    .where(eq(invoiceApplicationOrders.applicationId, id))
    .returning({ orderId: invoiceApplicationOrders.orderId });
  return { application, orderIds: links.map((l) => l.orderId) };
}
