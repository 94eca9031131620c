import { asc, sql } from "drizzle-orm";
import { expect } from "vitest";
import { coursePurchases, courses, orders, users } from "../../db/schema";
import { call, loginAs, type TestServer } from "../../testing/test-server";
import { hashPassword } from "../accounts/passwords";

/** What the order tests share: calls with a learner's token, checkouts, and paying as the QR's holder does. */

// biome-ignore lint/suspicious/noExplicitAny: envelopes of many shapes, checked by the assertions
export type AnyEnvelope = { status: number; success: boolean; msg: string; data: any };

/** A learner of its own for one test file (no orders, no VIP), logged in. */
export async function newLearner(t: TestServer, mobile: string): Promise<{ userId: number; token: string }> {
  const [row] = await t.server.db
    .insert(users)
    .values({ mobile, username: `学员${mobile.slice(-4)}`, passwordHash: await hashPassword("Learner#2026") })
    .returning({ id: users.id });
  return { userId: row!.id, token: await loginAs(t.app, mobile) };
}

export const orderApi = (
  t: TestServer,
  method: "GET" | "POST",
  path: string,
  token: string | null,
  form?: Record<string, unknown>,
): Promise<AnyEnvelope> =>
  call(t.app, method, path, {
    token: token ?? undefined,
    form: form ? Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)])) : undefined,
  }).then((r) => r.body as AnyEnvelope);

let serial = 0;
export const checkout = (
  t: TestServer,
  token: string,
  product: { productType: number; id: number },
  extra: Record<string, unknown> = {},
) =>
  orderApi(t, "POST", "/api/order/online/create", token, {
    storeId: 0,
    productType: product.productType,
    productId: product.id,
    cartNum: 1,
    uniqueId: `kit-${Date.now()}-${serial++}`,
    payType: 1,
    ...extra,
  });

export const payFor = (t: TestServer, token: string, uni: string, payType: 1 | 2 = 1) =>
  orderApi(t, "POST", "/api/order/online/pay", token, { uni, payType, from: "pc" });

/** The scan page's path (with its secret) of a pay answer's QR text, as the phone that scanned it would open. */
export const scanPath = (codeUrl: string) => {
  const url = new URL(codeUrl);
  return `${url.pathname}${url.search}`;
};

/** 确认支付 (or 拒绝) on the scan page of the QR the buyer was given. */
export const pressOnScanPage = (t: TestServer, codeUrl: string, action: "approve" | "decline" = "approve") =>
  t.app.request(`${scanPath(codeUrl)}/${action}`, { method: "POST" });

/** Pays an order with the sandbox and delivers the notification; answers the pay call's data. */
export async function payAndApprove(t: TestServer, token: string, uni: string, payType: 1 | 2 = 1) {
  const pay = await payFor(t, token, uni, payType);
  expect(pay.status).toBe(200);
  expect((await pressOnScanPage(t, pay.data.codeUrl)).status).toBe(303);
  await t.server.payments.sandbox!.deliverDue();
  return pay.data as { uni: string; tradeNo: string; codeUrl: string };
}

/** Paid courses that no learner owns and nobody has ordered yet (the seed gives the demo learners some). */
export async function untouchedPaidCourses(t: TestServer, n: number) {
  return t.server.db
    .select({ id: courses.id, price: courses.price, productType: courses.productType })
    .from(courses)
    .where(
      sql`${courses.price} <> '0.00' and ${courses.withdrawnAt} is null
        and not exists (select 1 from ${coursePurchases} where ${coursePurchases.courseId} = ${courses.id})
        and not exists (select 1 from ${orders} where ${orders.productKind} = 'course' and ${orders.productId} = ${courses.id})`,
    )
    .orderBy(asc(courses.id))
    .limit(n);
}
