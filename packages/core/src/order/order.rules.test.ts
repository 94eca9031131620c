import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canTransition,
  fenToYuan,
  isExpired,
  isPayable,
  membershipPeriod,
  ORDER_TRANSITIONS,
  ORDER_TTL_MS,
  orderExpiresAt,
  REFUND_REFUSALS,
  REFUND_WINDOW_MS,
  refundEligibility,
  yuanToFen,
} from "./order.rules";
import { ORDER_STATUSES } from "./order.schema";

const DAY = 24 * 60 * 60_000;
const now = new Date("2026-11-20T02:00:00Z");

describe("order transitions", () => {
  it("follows created → paying → paid | closed, paid → refunding → refunded", () => {
    expect(canTransition("created", "paying")).toBe(true);
    expect(canTransition("created", "closed")).toBe(true);
    expect(canTransition("paying", "paid")).toBe(true);
    expect(canTransition("paying", "closed")).toBe(true);
    expect(canTransition("paid", "refunding")).toBe(true);
    expect(canTransition("refunding", "refunded")).toBe(true);
    expect(canTransition("refunding", "paid")).toBe(true);
  });
  it("never leaves closed or refunded, never un-pays, never skips paying", () => {
    for (const to of ORDER_STATUSES) {
      expect(canTransition("closed", to)).toBe(false);
      expect(canTransition("refunded", to)).toBe(false);
    }
    expect(canTransition("created", "paid")).toBe(false);
    expect(canTransition("paid", "closed")).toBe(false);
    expect(canTransition("paid", "paying")).toBe(false);
    expect(canTransition("refunding", "closed")).toBe(false);
  });
  it("every status has an entry and every target is a status", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_STATUSES), fc.constantFrom(...ORDER_STATUSES), (from, to) => {
        expect(ORDER_STATUSES).toContain(to);
        expect(canTransition(from, to)).toBe(ORDER_TRANSITIONS[from].includes(to));
        // money taken is never forgotten: from paid-like states nothing leads to created/paying/closed
        if (["paid", "refunding", "refunded"].includes(from)) {
          expect(canTransition(from, to) && ["created", "paying", "closed"].includes(to)).toBe(false);
        }
      }),
    );
  });
  it("only created and paying are payable", () => {
    expect(ORDER_STATUSES.filter(isPayable)).toEqual(["created", "paying"]);
  });
});

describe("order expiry (15 minutes)", () => {
  it("expires exactly 15 minutes after creation, unpaid orders only", () => {
    expect(orderExpiresAt(now).getTime() - now.getTime()).toBe(ORDER_TTL_MS);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * ORDER_TTL_MS }), fc.constantFrom(...ORDER_STATUSES), (age, status) => {
        const later = new Date(now.getTime() + age);
        expect(isExpired({ status, createdAt: now }, later)).toBe(isPayable(status) && age >= ORDER_TTL_MS);
      }),
    );
  });
});

describe("refund eligibility", () => {
  const paid = {
    status: "paid" as const,
    productKind: "course" as const,
    paidAt: now,
    invoiced: false,
    watchedPercent: 0,
    now,
  };
  it("allows a course within 7 days and under 20 % watched", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 * DAY }), fc.integer({ min: 0, max: 100 }), (elapsed, watched) => {
        const result = refundEligibility({ ...paid, now: new Date(now.getTime() + elapsed), watchedPercent: watched });
        expect(result.refundable).toBe(elapsed <= REFUND_WINDOW_MS && watched < 20);
      }),
    );
  });
  it("allows the last moment of the window at 19 % watched", () => {
    expect(refundEligibility({ ...paid, now: new Date(now.getTime() + REFUND_WINDOW_MS), watchedPercent: 19 })).toEqual(
      { refundable: true },
    );
  });
  it("names the reason when refused", () => {
    expect(refundEligibility({ ...paid, watchedPercent: 20 })).toEqual({
      refundable: false,
      reason: REFUND_REFUSALS.watched,
    });
    expect(refundEligibility({ ...paid, now: new Date(now.getTime() + REFUND_WINDOW_MS + 1) })).toEqual({
      refundable: false,
      reason: REFUND_REFUSALS.tooLate,
    });
    expect(refundEligibility({ ...paid, invoiced: true })).toMatchObject({ reason: REFUND_REFUSALS.invoiced });
    expect(refundEligibility({ ...paid, productKind: "vip" })).toMatchObject({ reason: REFUND_REFUSALS.membership });
    expect(refundEligibility({ ...paid, status: "refunding" })).toMatchObject({ reason: REFUND_REFUSALS.refunding });
    expect(refundEligibility({ ...paid, status: "refunded" })).toMatchObject({ reason: REFUND_REFUSALS.refunded });
    expect(refundEligibility({ ...paid, status: "paying", paidAt: null })).toMatchObject({
      reason: REFUND_REFUSALS.notPaid,
    });
    expect(refundEligibility({ ...paid, paidAt: null })).toMatchObject({ reason: REFUND_REFUSALS.notPaid });
  });
});

describe("amounts in fen and yuan", () => {
  it("parses yuan strings without floating error", () => {
    expect(yuanToFen("99.00")).toBe(9900);
    expect(yuanToFen("0.1")).toBe(10);
    expect(yuanToFen("0.07")).toBe(7);
    expect(yuanToFen(" 168 ")).toBe(16800);
    expect(yuanToFen("1176.00")).toBe(117600);
    for (const bad of ["", "-1", "1.234", "abc", "1e3", "1.", ".5", "1234567890"]) expect(yuanToFen(bad)).toBeNull();
  });
  it("formats fen as yuan with two decimals", () => {
    expect(fenToYuan(0)).toBe("0.00");
    expect(fenToYuan(5)).toBe("0.05");
    expect(fenToYuan(9900)).toBe("99.00");
    expect(() => fenToYuan(-1)).toThrow(RangeError);
    expect(() => fenToYuan(1.5)).toThrow(RangeError);
  });
  it("round-trips every amount up to ten million yuan", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (fen) => {
        expect(yuanToFen(fenToYuan(fen))).toBe(fen);
      }),
    );
  });
  it("sums in fen exactly where floats would drift", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 50 }), (fens) => {
        const total = fens.map((f) => yuanToFen(fenToYuan(f)) ?? 0).reduce((a, b) => a + b, 0);
        expect(fenToYuan(total)).toBe(fenToYuan(fens.reduce((a, b) => a + b, 0)));
      }),
    );
  });
});

describe("membership period", () => {
  it("starts now for a non-member", () => {
    expect(membershipPeriod(null, 30, now)).toEqual({ startAt: now, endAt: new Date(now.getTime() + 30 * DAY) });
    const lapsed = { startAt: new Date(now.getTime() - 60 * DAY), endAt: new Date(now.getTime() - DAY) };
    expect(membershipPeriod(lapsed, 30, now)).toEqual({ startAt: now, endAt: new Date(now.getTime() + 30 * DAY) });
  });
  it("stacks a renewal on the current end date, keeping the start", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 400 }), (left, days) => {
        const current = { startAt: new Date(now.getTime() - DAY), endAt: new Date(now.getTime() + left * DAY) };
        const period = membershipPeriod(current, days, now);
        expect(period.startAt).toEqual(current.startAt);
        expect(period.endAt.getTime()).toBe(current.endAt.getTime() + days * DAY);
      }),
    );
  });
  it("a membership starting later is extended from its end but counted from now", () => {
    const future = { startAt: new Date(now.getTime() + DAY), endAt: new Date(now.getTime() + 2 * DAY) };
    expect(membershipPeriod(future, 1, now)).toEqual({ startAt: now, endAt: new Date(now.getTime() + 3 * DAY) });
  });
});
