import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CHAT_RECONNECT_DELAYS_MS,
  chatRateWindowStart,
  chatReconnectDelay,
  checkChatText,
  isServiceOpen,
  SUPPORT_CHAT_LIMITS,
  withinChatRate,
} from "./service-hours.rules";

/** An instant given in Beijing wall time (UTC+8). */
const beijing = (iso: string): Date => new Date(`${iso}+08:00`);

// 2026-11-23 is a Monday; 2026-11-27 a Friday; 2026-11-28/29 the weekend.
const WEEKDAYS = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"];
const WEEKEND = ["2026-11-28", "2026-11-29"];
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

describe("isServiceOpen (spec §2 footer: weekdays 8:30-12:00 and 13:00-17:00, Beijing time)", () => {
  it.each([
    ["08:29:59.999", false],
    ["08:30:00", true],
    ["11:59:59.999", true],
    ["12:00:00", false],
    ["12:59:59.999", false],
    ["13:00:00", true],
    ["16:59:59.999", true],
    ["17:00:00", false],
    ["00:00:00", false],
    ["23:59:59.999", false],
  ])("a Monday at %s → %s", (time, open) => {
    expect(isServiceOpen(beijing(`2026-11-23T${time}`))).toBe(open);
  });

  it("is closed all weekend, also in the spans of a weekday", () => {
    for (const day of WEEKEND) {
      expect(isServiceOpen(beijing(`${day}T09:00:00`))).toBe(false);
      expect(isServiceOpen(beijing(`${day}T14:00:00`))).toBe(false);
    }
  });

  it("reads the day and hour in Beijing, not UTC", () => {
    // Friday 09:00 UTC is Friday 17:00 Beijing: closed; Monday 01:00 UTC is Monday 09:00 Beijing: open
    expect(isServiceOpen(new Date("2026-11-27T09:00:00Z"))).toBe(false);
    expect(isServiceOpen(new Date("2026-11-23T01:00:00Z"))).toBe(true);
    // Saturday 00:30 Beijing is Friday 16:30 UTC: closed
    expect(isServiceOpen(new Date("2026-11-27T16:30:00Z"))).toBe(false);
  });

  it("property: on a weekday, open exactly in [8:30,12:00) ∪ [13:00,17:00) by the minute", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WEEKDAYS),
        fc.integer({ min: 0, max: DAY_MS - 1 }),
        fc.integer({ min: 0, max: 520 }),
        (day, offsetMs, weeks) => {
          const at = new Date(beijing(`${day}T00:00:00`).getTime() + weeks * 7 * DAY_MS + offsetMs);
          const minute = Math.floor(offsetMs / MINUTE_MS);
          const expected = (minute >= 510 && minute < 720) || (minute >= 780 && minute < 1020);
          expect(isServiceOpen(at)).toBe(expected);
        },
      ),
    );
  });

  it("property: at each boundary, the millisecond before and the boundary itself differ", () => {
    const boundaries = ["08:30", "12:00", "13:00", "17:00"];
    fc.assert(
      fc.property(fc.constantFrom(...WEEKDAYS), fc.constantFrom(...boundaries), fc.nat(520), (day, hm, weeks) => {
        const at = new Date(beijing(`${day}T${hm}:00`).getTime() + weeks * 7 * DAY_MS);
        const before = new Date(at.getTime() - 1);
        expect(isServiceOpen(at)).not.toBe(isServiceOpen(before));
        // opening boundaries open, closing boundaries close
        expect(isServiceOpen(at)).toBe(hm === "08:30" || hm === "13:00");
      }),
    );
  });

  it("property: never open on a weekend, whatever the time", () => {
    fc.assert(
      fc.property(fc.constantFrom(...WEEKEND), fc.integer({ min: 0, max: DAY_MS - 1 }), fc.nat(520), (d, ms, w) => {
        expect(isServiceOpen(new Date(beijing(`${d}T00:00:00`).getTime() + w * 7 * DAY_MS + ms))).toBe(false);
      }),
    );
  });
});

describe("checkChatText", () => {
  it("trims and accepts up to the limit, counting code points", () => {
    expect(checkChatText("  你好 ")).toEqual({ ok: true, text: "你好" });
    const max = "税".repeat(SUPPORT_CHAT_LIMITS.maxMessageLength);
    expect(checkChatText(max)).toEqual({ ok: true, text: max });
    expect(checkChatText(`${max}税`)).toEqual({ ok: false, problem: "tooLong" });
    expect(checkChatText("😀".repeat(SUPPORT_CHAT_LIMITS.maxMessageLength)).ok).toBe(true);
  });

  it("refuses blank text and keeps markup as text", () => {
    expect(checkChatText(" \n\t ")).toEqual({ ok: false, problem: "empty" });
    expect(checkChatText("<b>x</b>")).toEqual({ ok: true, text: "<b>x</b>" });
  });

  it("takes another limit (tickets)", () => {
    expect(checkChatText("a".repeat(1000), SUPPORT_CHAT_LIMITS.maxTicketLength).ok).toBe(true);
    expect(checkChatText("a".repeat(1001), SUPPORT_CHAT_LIMITS.maxTicketLength).ok).toBe(false);
  });

  it("property: accepted text is trimmed, non-empty and within the limit", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600, unit: "grapheme" }), (raw) => {
        const result = checkChatText(raw);
        if (result.ok) {
          expect(result.text).toBe(raw.trim());
          expect(result.text.length).toBeGreaterThan(0);
          expect([...result.text].length).toBeLessThanOrEqual(SUPPORT_CHAT_LIMITS.maxMessageLength);
        } else {
          expect(raw.trim() === "" ? "empty" : "tooLong").toBe(result.problem);
        }
      }),
    );
  });
});

describe("chat rate and reconnects", () => {
  it("allows messagesPerWindow messages per window", () => {
    expect(withinChatRate(SUPPORT_CHAT_LIMITS.messagesPerWindow - 1)).toBe(true);
    expect(withinChatRate(SUPPORT_CHAT_LIMITS.messagesPerWindow)).toBe(false);
    expect(chatRateWindowStart(new Date(20_000)).getTime()).toBe(20_000 - SUPPORT_CHAT_LIMITS.rateWindowMs);
  });

  it("backs off 0.5 s, 1 s, 2 s, 5 s, then 10 s", () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(chatReconnectDelay)).toEqual([500, 1000, 2000, 5000, 10_000, 10_000, 10_000]);
    expect(chatReconnectDelay(-3)).toBe(500);
  });

  it("property: the delay never shrinks as attempts grow", () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(chatReconnectDelay(lo)).toBeLessThanOrEqual(chatReconnectDelay(hi));
        expect(CHAT_RECONNECT_DELAYS_MS).toContain(chatReconnectDelay(hi));
      }),
    );
  });
});
