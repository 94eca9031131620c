import type { OrderProductKind, OrderStatus } from "./order.schema";

// Not in the spec (it leaves order and payment states open, §4): the rules a Chinese online shop uses, written
// down once so the server applies them and the web explains them. See docs/decisions/010-order-states-and-refunds.md.

/** An unpaid order closes this long after it was created (the QR page counts down to it). */
export const ORDER_TTL_MS = 15 * 60_000;
/** A course can be refunded this long after payment … */
export const REFUND_WINDOW_MS = 7 * 24 * 60 * 60_000;
/** … while less than this share (percent) of its lectures has been watched. */
export const REFUND_MAX_WATCHED_PERCENT = 20;

/**
 * The allowed transitions. `paying → paying` is a fresh QR (another pay method); `refunding → paid` is a refund
 * request the operator turned down.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  created: ["paying", "closed"],
  paying: ["paying", "paid", "closed"],
  paid: ["refunding"],
  closed: [],
  refunding: ["refunded", "paid"],
  refunded: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** The order can still be paid (it has not been paid, closed or refunded). */
export const isPayable = (status: OrderStatus): boolean => status === "created" || status === "paying";

export const orderExpiresAt = (createdAt: Date): Date => new Date(createdAt.getTime() + ORDER_TTL_MS);

/** An unpaid order whose 15 minutes are over. */
export const isExpired = (order: { status: OrderStatus; createdAt: Date }, now: Date): boolean =>
  isPayable(order.status) && now.getTime() >= orderExpiresAt(order.createdAt).getTime();

export const REFUND_REFUSALS = {
  notPaid: "仅已支付的订单可申请退款",
  refunding: "退款申请正在处理中",
  refunded: "订单已退款",
  membership: "会员权益开通后即时生效，不支持退款",
  invoiced: "订单已开具发票，请先作废发票再申请退款",
  tooLate: "已超过支付后 7 天的退款期限",
  watched: "课程已学习 20% 及以上，不支持退款",
} as const;

export interface RefundCheck {
  readonly status: OrderStatus;
  readonly productKind: OrderProductKind;
  readonly paidAt: Date | null;
  readonly invoiced: boolean;
  /** Share of the course's lecture time the learner has watched, 0-100. */
  readonly watchedPercent: number;
  readonly now: Date;
}

export type RefundEligibility = { readonly refundable: true } | { readonly refundable: false; readonly reason: string };

/**
 * A paid course order is refundable within 7 days of payment while under 20 % of it has been watched and no
 * invoice was issued for it. Memberships take effect at once (every member course opens) and are not refundable.
 */
export function refundEligibility(check: RefundCheck): RefundEligibility {
  const no = (reason: string): RefundEligibility => ({ refundable: false, reason });
  if (check.status === "refunding") return no(REFUND_REFUSALS.refunding);
  if (check.status === "refunded") return no(REFUND_REFUSALS.refunded);
  if (check.status !== "paid" || check.paidAt === null) return no(REFUND_REFUSALS.notPaid);
  if (check.productKind === "vip") return no(REFUND_REFUSALS.membership);
  if (check.invoiced) return no(REFUND_REFUSALS.invoiced);
  if (check.now.getTime() - check.paidAt.getTime() > REFUND_WINDOW_MS) return no(REFUND_REFUSALS.tooLate);
  if (check.watchedPercent >= REFUND_MAX_WATCHED_PERCENT) return no(REFUND_REFUSALS.watched);
  return { refundable: true };
}

const YUAN = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** '99.00' → 9900, '0.5' → 50, without floating point; null for anything that is not a plain amount. */
export function yuanToFen(yuan: string): number | null {
  const match = YUAN.exec(yuan.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? "").padEnd(2, "0"));
  return whole * 100 + cents;
}

/** 9900 → '99.00', 5 → '0.05'; whole fen only. */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`not an amount in fen: ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, "0")}`;
}

/**
 * A membership bought now starts now, or, when the learner is a member already, where the current membership ends
 * (a renewal stacks); it lasts `durationDays` days.
 */
export function membershipPeriod(
  current: { readonly startAt: Date; readonly endAt: Date } | null,
  durationDays: number,
  now: Date,
): { startAt: Date; endAt: Date } {
  const active = current !== null && current.endAt.getTime() > now.getTime();
  const startAt = active && current.startAt.getTime() <= now.getTime() ? current.startAt : now;
  const from = active ? current.endAt : now;
  return { startAt, endAt: new Date(from.getTime() + durationDays * 24 * 60 * 60_000) };
}
