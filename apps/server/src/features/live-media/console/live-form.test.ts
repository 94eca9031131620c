import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkLiveForm, LIVE_FORM_MESSAGES, LIVE_MAX_HOURS } from "./live-form";

const BASE = {
  title: "税务直播",
  lecturerId: 1,
  startTime: "2027-03-01T10:00",
  endTime: "2027-03-01T11:00",
  description: "",
  image: "",
  courseId: 0,
};

/** An instant as the form's Beijing YYYY-MM-DDTHH:mm. */
const beijing = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);

describe("the live form's schedule", () => {
  it("accepts an end 1 minute to 12 hours after the start, and refuses every other end", () => {
    const start = Date.parse("2027-03-01T02:00:00Z");
    fc.assert(
      fc.property(fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }), (minutes) => {
        const result = checkLiveForm({
          ...BASE,
          startTime: beijing(start),
          endTime: beijing(start + minutes * 60_000),
        });
        if (minutes <= 0) expect(result).toEqual({ ok: false, message: LIVE_FORM_MESSAGES.endBeforeStart });
        else if (minutes > LIVE_MAX_HOURS * 60)
          expect(result).toEqual({ ok: false, message: LIVE_FORM_MESSAGES.tooLong });
        else expect(result.ok).toBe(true);
      }),
    );
  });

  it("reads the times as Beijing time, whatever the day", () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse("2026-01-01"), max: Date.parse("2035-12-31") }), (ms) => {
        const minute = Math.floor(ms / 60_000) * 60_000;
        const result = checkLiveForm({ ...BASE, startTime: beijing(minute), endTime: beijing(minute + 3_600_000) });
        expect(result.ok && result.value.startTime.getTime()).toBe(minute);
      }),
    );
  });

  it("keeps the trimmed text, no course as null", () => {
    const result = checkLiveForm({ ...BASE, title: "  税务直播  ", description: " 简介 ", courseId: 0 });
    expect(result).toMatchObject({ ok: true, value: { title: "税务直播", description: "简介", courseId: null } });
    expect(checkLiveForm({ ...BASE, courseId: 1002 })).toMatchObject({ ok: true, value: { courseId: 1002 } });
  });
});
