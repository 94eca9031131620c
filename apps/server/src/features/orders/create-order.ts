import { randomBytes, randomInt } from "node:crypto";
import type { OrderData, orderCreate, RequestOf } from "@taxlearn/api";
import { isFree, orderExpiresAt, VIP_ORDER_PRODUCT_TYPE, yuanToFen } from "@taxlearn/core";
import { orders } from "../../db/schema";
import { fail, type Outcome, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { oneOrderData } from "./order-view";
import { ORDER_MESSAGES } from "./orders.messages";
import * as repo from "./orders.repo";

/** The course product types of spec §3 (recorded, micro, series); anything else but VIP's 99 is not sold. */
const COURSE_PRODUCT_TYPES = new Set([1, 2, 15]);

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
 */
export async function createOrder(
  server: ServerContext,
  userId: number,
  input: CreateInput,
): Promise<Outcome<OrderData>> {
  const { db } = server;
  const now = server.clock();
  const existing = await repo.findOrderByUniqueId(db, userId, input.uniqueId);
  if (existing) return sameOrder(server, existing, input, now);
  if (input.cartNum !== 1) return fail(400, ORDER_MESSAGES.cartNum);

  let product: { kind: "vip" | "course"; name: string; price: string };
  if (input.productType === VIP_ORDER_PRODUCT_TYPE) {
    const vip = await repo.findVipProduct(db, input.productId);
    // an organisation's product exists only for its members
    if (!vip || (vip.orgId !== null && !(await repo.isOrgMember(db, userId, vip.orgId)))) {
      return fail(404, ORDER_MESSAGES.productNotFound);
    }
    if (!vip.onSale) return fail(409, ORDER_MESSAGES.offSale);
    product = { kind: "vip", name: vip.name, price: vip.price };
  } else if (COURSE_PRODUCT_TYPES.has(input.productType)) {
    const course = await repo.findCourse(db, input.productId);
    if (!course) return fail(404, ORDER_MESSAGES.productNotFound);
    if (course.withdrawnAt !== null) return fail(409, ORDER_MESSAGES.courseWithdrawn);
    product = { kind: "course", name: course.title, price: course.price };
  } else {
    return fail(400, ORDER_MESSAGES.productType);
  }
  // spec §5: a free product is never ordered
  const amountFen = yuanToFen(product.price);
  if (isFree(product.price) || amountFen === null || amountFen === 0) return fail(400, ORDER_MESSAGES.freeProduct);
  if (product.kind === "course" && (await repo.ownsCourse(db, userId, input.productId))) {
    return fail(409, ORDER_MESSAGES.alreadyPurchased);
  }

  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
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
      })
      .onConflictDoNothing({ target: [orders.userId, orders.uniqueId] })
      .returning();
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
  if (created) return ok(await oneOrderData(db, created, now));
  // a concurrent submit with the same key won the insert: answer its order
  const winner = await repo.findOrderByUniqueId(db, userId, input.uniqueId);
  return sameOrder(server, winner!, input, now);
}

async function sameOrder(server: ServerContext, order: repo.OrderRow, input: CreateInput, now: Date) {
  if (order.productId !== input.productId || order.productType !== input.productType) {
    return fail(409, ORDER_MESSAGES.uniqueIdReused);
  }
  return ok(await oneOrderData(server.db, order, now));
}
