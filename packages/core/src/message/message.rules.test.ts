import { Either } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeWith } from "../shared/decode";
import { unreadBadge } from "./message.rules";
import { Message } from "./message.schema";

const decodeMessage = decodeWith(Message);

describe("unreadBadge (spec §9)", () => {
  it("is hidden at 0 and for nothing", () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(null)).toBeNull();
    expect(unreadBadge(undefined)).toBeNull();
    expect(unreadBadge(-3)).toBeNull();
    expect(unreadBadge(Number.NaN)).toBeNull();
  });
  it("shows the count under 100 and 99+ from 100", () => {
    expect(unreadBadge(1)).toBe("1");
    expect(unreadBadge(99)).toBe("99");
    expect(unreadBadge(100)).toBe("99+");
    expect(unreadBadge(12345)).toBe("99+");
  });
  it("never shows more than two digits (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (n) => {
        const badge = unreadBadge(n);
        expect(badge).toBe(n < 100 ? String(n) : "99+");
      }),
    );
  });
});

describe("Message (spec §3)", () => {
  it("decodes a status-change body", () => {
    expect(decodeMessage({ userId: "1", messageType: 2, messageId: "3", readFlag: 1 })).toEqual(
      Either.right({ userId: 1, messageType: 2, messageId: 3, readFlag: 1 }),
    );
    expect(Either.isLeft(decodeMessage({ userId: 1 }))).toBe(true);
  });
});
