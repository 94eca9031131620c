import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { entitlementOf } from "./entitlement";

const now = new Date("2026-06-01T08:00:00Z");
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe("entitlementOf", () => {
  it("lets anyone logged in watch free content (zero, '0.00' or no price)", () => {
    for (const coursePrice of ["0", "0.00", null, ""]) {
      expect(entitlementOf({ coursePrice, purchased: false, vip: null, now })).toEqual({ allowed: true, via: "free" });
    }
  });

  it("lets buyers watch paid content", () => {
    expect(entitlementOf({ coursePrice: "199.00", purchased: true, vip: null, now })).toEqual({
      allowed: true,
      via: "purchase",
    });
  });

  it("lets a VIP watch paid content exactly while the membership runs: from its start, until (not at) its end", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: -1e9, max: 1e9 }),
        (startOffset, endOffset) => {
          const vip = { startAt: at(startOffset), endAt: at(endOffset) };
          const active = startOffset <= 0 && endOffset > 0;
          expect(entitlementOf({ coursePrice: "99.00", purchased: false, vip, now }).allowed).toBe(active);
        },
      ),
    );
    expect(entitlementOf({ coursePrice: "99.00", purchased: false, vip: { startAt: now, endAt: at(1) }, now })).toEqual(
      {
        allowed: true,
        via: "vip",
      },
    );
    expect(
      entitlementOf({ coursePrice: "99.00", purchased: false, vip: { startAt: at(-10), endAt: now }, now }).allowed,
    ).toBe(false);
  });

  it("refuses paid content to everyone else", () => {
    expect(entitlementOf({ coursePrice: "0.01", purchased: false, vip: null, now })).toEqual({ allowed: false });
  });
});
