import { randomBytes, randomInt } from "node:crypto";
import type { OrderData, orderCreate, RequestOf } from "@taxlearn/api";
import {
  isCourseProductType,
  isExpired,
  isFree,
  orderExpiresAt,
  VIP_ORDER_PRODUCT_TYPE,
  yuanToFen,
} from "@taxlearn/core";
import { fail, type Outcome, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { courseForSale } from "../catalogue/courses.repo";
import { isMember } from "../orgs/orgs.repo";
import { GatewayUnavailable } from "../payments/payment-gateway";
import * as vipRepo from "../vip/vip.repo";
import { closeOrder } from "./close-order";
import { lockLearnerProduct, ownsCourse } from "./course-ownership.repo";
import { oneOrderData } from "./order-view";
import { ORDER_MESSAGES } from "./orders.messages";
import * as repo from "./orders.repo";
import type { WatchedShare } from "./watched-share";

type CreateInput = RequestOf<typeof orderCreate>;

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const randomCode = (length: number) => Array.from(randomBytes(length), (b) => ALPHABET[b % ALPHABET.length]).join("");

/** TL + Beijing yyyyMMddHHmmss + 8 random digits: sortable, unguessable enough, within WeChat's 6-32 characters. */
export function newTradeNo(now: Date): string {
  const stamp = new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, "").slice(0, 14);
  return `TL${stamp}${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

/**
 * POST /api/order/online/create. The price is the server's (VIP product or course row); the client sends none.
 * An invite code is kept on the order for attribution and changes no price. The same uniqueId of the same learner
 * answers the order it made first, also under concurrent submits (unique index, insert … on conflict do nothing).
 * A learner has at most one open order per product: a checkout while one is open answers that one (same uni), also
 * for 20 concurrent checkouts with different keys (partial unique index orders_one_open_key); one past its 15
 * minutes, or at a price changed since, is closed here first, so it never blocks. An owned course is
 * 409 您已购买该课程; a membership may be bought again while active (a renewal, stacked on the current end).
 */
export async function createOrder(
  server: ServerContext,
  watchedShare: WatchedShare,
  userId: number,
  input: CreateInput,
): Promise<Outcome<OrderData>> {
  const { db } = server;
  const now = server.clock();
  const existing = await repo.findOrderByUniqueId(db, userId, input.uniqueId);
  if (existing) return sameOrder(server, watchedShare, existing, input);
  if (input.cartNum !== 1) return fail(400, ORDER_MESSAGES.cartNum);

  let product: { kind: "vip" | "course"; name: string; price: string };
  if (input.productType === VIP_ORDER_PRODUCT_TYPE) {
    const vip = await vipRepo.findVipProduct(db, input.productId);
    // an organisation's product exists only for its members
    if (!vip || (vip.orgId !== null && !(await isMember(db, vip.orgId, userId)))) {
      return fail(404, ORDER_MESSAGES.productNotFound);
    }
    if (!vip.onSale) return fail(409, ORDER_MESSAGES.offSale);
    product = { kind: "vip", name: vip.name, price: vip.price };
  } else if (isCourseProductType(input.productType)) {
    // a course's own kind (spec §3: recorded, micro, series); anything else but VIP's is not sold
    const course = await courseForSale(db, input.productId);
    if (!course) return fail(404, ORDER_MESSAGES.productNotFound);
    if (course.withdrawnAt !== null) return fail(409, ORDER_MESSAGES.courseWithdrawn);
    product = { kind: "course", name: course.title, price: course.price };
  } else {
    return fail(400, ORDER_MESSAGES.productType);
  }
  // spec §5: a free product is never ordered
  const amountFen = yuanToFen(product.price);
  if (isFree(product.price) || amountFen === null || amountFen === 0) return fail(400, ORDER_MESSAGES.freeProduct);

  // an open order past its deadline, or at a price that has changed since, is closed first (at its provider too):
  // it does not hold the product, and a price change applies to the next checkout
  const stale = await repo.findOpenOrder(db, userId, product.kind, input.productId);
  if (stale && (isExpired(stale, now) || stale.amountFen !== amountFen)) {
    try {
      await closeOrder(server, stale, "expire");
    } catch (error) {
      if (error instanceof GatewayUnavailable) return fail(503, ORDER_MESSAGES.gatewayDown);
      throw error;
    }
  }

  const created = await db.transaction(async (tx) => {
    // the ownership check and the insert against a payment of the same product completing meanwhile
    await lockLearnerProduct(tx, userId, product.kind, input.productId);
    if (product.kind === "course" && (await ownsCourse(tx, userId, input.productId))) return "owned" as const;
    const row = await repo.insertOrder(tx, {
      uni: randomCode(20),
      tradeNo: newTradeNo(now),
      userId,
      uniqueId: input.uniqueId,
      productKind: product.kind,
      productType: input.productType,
      productId: input.productId,
      productName: product.name,
      amountFen,
      listPriceFen: amountFen,
      inviteCode: input.inviteCode || null,
      payType: input.payType,
      status: "created",
      createdAt: now,
      expiresAt: orderExpiresAt(now),
      updatedAt: now,
    });
    if (row) {
      await repo.insertEvent(tx, {
        orderId: row.id,
        fromStatus: null,
        toStatus: "created",
        cause: "create",
        detail: { inviteCode: row.inviteCode },
        createdAt: now,
      });
    }
    return row ?? null;
  });
  if (created === "owned") return fail(409, ORDER_MESSAGES.alreadyPurchased);
  if (created) return ok(await oneOrderData(db, created, now, watchedShare));
  // a concurrent submit with the same key won the insert: its order; else the product's open order
  const sameKey = await repo.findOrderByUniqueId(db, userId, input.uniqueId);
  if (sameKey) return sameOrder(server, watchedShare, sameKey, input);
  const open = await repo.findOpenOrder(db, userId, product.kind, input.productId);
  if (open) return ok(await oneOrderData(db, open, now, watchedShare));
  // the open order was paid or closed between the insert and this read: the learner's next checkout decides
  return fail(409, ORDER_MESSAGES.checkoutRace);
}

async function sameOrder(server: ServerContext, watchedShare: WatchedShare, order: repo.OrderRow, input: CreateInput) {
  if (order.productId !== input.productId || order.productType !== input.productType) {
    return fail(409, ORDER_MESSAGES.uniqueIdReused);
  }
  return ok(await oneOrderData(server.db, order, server.clock(), watchedShare));
}
