import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkLiveChatText,
  LIVE_CHAT_LIMITS,
  LIVE_REMINDER_LEAD_MS,
  liveChatPhase,
  liveChatWindowStart,
  liveReminderDue,
  withinLiveChatRate,
} from "./live-chat.rules";

describe("checkLiveChatText", () => {
  it("accepts 1–200 characters after trimming, counting code points, and keeps HTML as text", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 260 }), fc.constantFrom("字", "a", "😀", "<"), (n, ch) => {
        const result = checkLiveChatText(`  ${ch.repeat(n)}\n`);
        if (n === 0) expect(result).toEqual({ ok: false, problem: "empty" });
        else if (n > LIVE_CHAT_LIMITS.maxMessageLength) expect(result).toEqual({ ok: false, problem: "tooLong" });
        else expect(result).toEqual({ ok: true, text: ch.repeat(n) });
      }),
    );
    expect(checkLiveChatText("<b>hi</b>")).toEqual({ ok: true, text: "<b>hi</b>" });
  });
});

describe("rate window", () => {
  it("lets through fewer than messagesPerWindow sends per window", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), (sent) => {
        expect(withinLiveChatRate(sent)).toBe(sent < LIVE_CHAT_LIMITS.messagesPerWindow);
      }),
    );
    const at = new Date("2026-11-22T04:00:00Z");
    expect(at.getTime() - liveChatWindowStart(at).getTime()).toBe(LIVE_CHAT_LIMITS.rateWindowMs);
  });
});

describe("liveChatPhase (spec §4)", () => {
  it("is open only while live", () => {
    expect(liveChatPhase(0)).toBe("notStarted");
    expect(liveChatPhase(1)).toBe("open");
    expect(liveChatPhase(2)).toBe("ended");
  });
});

describe("liveReminderDue", () => {
  it("is due within the 30 minutes before the start, never at or after it", () => {
    const start = new Date("2026-11-22T12:00:00Z");
    fc.assert(
      fc.property(fc.integer({ min: -3_600_000, max: 3_600_000 }), (offset) => {
        const now = new Date(start.getTime() - offset);
        expect(liveReminderDue(start, now)).toBe(offset > 0 && offset <= LIVE_REMINDER_LEAD_MS);
      }),
    );
  });
});
