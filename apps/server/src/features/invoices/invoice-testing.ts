import { randomBytes } from "node:crypto";
import { PRODUCT_TYPES } from "@taxlearn/core";
import { eq } from "drizzle-orm";
import { orders, users } from "../../db/schema";
import { call, type TestServer } from "../../testing/test-server";

// Test helpers of the invoice tests (not imported by production code).

export const COMPANY = {
  titleType: "2",
  name: "北京鑫税通财务咨询有限公司",
  taxNo: "91110000600037341L",
  address: "北京市朝阳区建国路1号",
  phone: "010-12345678",
  bank: "中国工商银行北京分行",
  account: "0200 0012 3456 7890",
};
export const PERSON = { titleType: "1", name: "张三" };

export const userIdOf = async (t: TestServer, mobile: string): Promise<number> =>
  (await t.server.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)))[0]!.id;

/**
 * An order row as the payment flow leaves it (tests only: the invoice feature reads orders, it never makes them).
 */
export async function insertOrder(
  t: TestServer,
  userId: number,
  options: {
    status?: "created" | "paid" | "refunding" | "refunded" | "closed";
    amountFen?: number;
    productName?: string;
    /** A learner has one open order per product: a second unpaid one needs another product. */
    productId?: number;
  } = {},
): Promise<string> {
  const now = t.now();
  const tradeNo = `T${randomBytes(8).toString("hex")}`;
  await t.server.db.insert(orders).values({
    uni: `U${randomBytes(8).toString("hex")}`,
    tradeNo,
    userId,
    uniqueId: randomBytes(8).toString("hex"),
    productKind: "vip",
    productType: PRODUCT_TYPES.vip,
    productId: options.productId ?? 1,
    productName: options.productName ?? "VIP年卡会员",
    amountFen: options.amountFen ?? 19_900,
    listPriceFen: options.amountFen ?? 19_900,
    payType: 1,
    status: options.status ?? "paid",
    createdAt: now,
    expiresAt: new Date(now.getTime() + 15 * 60_000),
    paidAt: options.status === undefined || options.status !== "created" ? now : null,
    updatedAt: now,
  });
  return tradeNo;
}

export const saveTitle = (t: TestServer, token: string, form: Record<string, string>) =>
  call<{ id: number; isDefault: boolean; specialReady: boolean; taxNo: string; account: string }>(
    t.app,
    "POST",
    "/api/invoice/title/save",
    { form, token },
  );

export const applyFor = (t: TestServer, token: string, form: Record<string, string>) =>
  call<{ id: number; status: number; amount: string; orders: { tradeNo: string }[]; pdfUrl: string | null }>(
    t.app,
    "POST",
    "/api/invoice/apply",
    { form, token },
  );
