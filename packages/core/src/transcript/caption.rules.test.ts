import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  captionCues,
  escapeCueText,
  formatWebVtt,
  lectureAtSecondPath,
  MIN_CUE_SECONDS,
  vttTimestamp,
} from "./caption.rules";

describe("captionCues", () => {
  it("ends each passage where the next starts and the last at the end of the video", () => {
    expect(
      captionCues(
        [
          { startSeconds: 12, text: "二" },
          { startSeconds: 0, text: "一" },
          { startSeconds: 24, text: "三" },
        ],
        40,
      ),
    ).toEqual([
      { start: 0, end: 12, text: "一" },
      { start: 12, end: 24, text: "二" },
      { start: 24, end: 40, text: "三" },
    ]);
  });

  it("gives a passage starting at or after the end of the video a short cue instead of a negative one", () => {
    expect(captionCues([{ startSeconds: 30, text: "尾声" }], 30)).toEqual([
      { start: 30, end: 30 + MIN_CUE_SECONDS, text: "尾声" },
    ]);
    expect(captionCues([{ startSeconds: 35, text: "尾声" }], 30)[0]!.end).toBe(36);
  });

  it("keeps the first of two passages at the same second and drops negative or non-finite starts", () => {
    expect(
      captionCues(
        [
          { startSeconds: 0, text: "甲" },
          { startSeconds: 0, text: "乙" },
          { startSeconds: -1, text: "负" },
          { startSeconds: Number.NaN, text: "无" },
        ],
        10,
      ),
    ).toEqual([{ start: 0, end: 10, text: "甲" }]);
    expect(captionCues([], 10)).toEqual([]);
  });

  it("always yields ordered, non-overlapping cues of positive length (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ startSeconds: fc.integer({ min: 0, max: 600 }), text: fc.string() }), { maxLength: 30 }),
        fc.integer({ min: 0, max: 600 }),
        (passages, duration) => {
          const cues = captionCues(passages, duration);
          expect(cues.length).toBe(new Set(passages.map((p) => p.startSeconds)).size);
          cues.forEach((cue, i) => {
            expect(cue.end).toBeGreaterThan(cue.start);
            if (i > 0) expect(cue.start).toBe(cues[i - 1]!.end);
          });
        },
      ),
    );
  });
});

describe("WebVTT", () => {
  it("writes timestamps as hh:mm:ss.ttt", () => {
    expect(vttTimestamp(0)).toBe("00:00:00.000");
    expect(vttTimestamp(75.5)).toBe("00:01:15.500");
    expect(vttTimestamp(3_723.004)).toBe("01:02:03.004");
    expect(vttTimestamp(-3)).toBe("00:00:00.000");
  });

  it("escapes &, < and > so no text becomes a tag or a timing arrow, and folds line breaks", () => {
    expect(escapeCueText("A --> B")).toBe("A --&gt; B");
    expect(escapeCueText("<b>税</b> & 费")).toBe("&lt;b&gt;税&lt;/b&gt; &amp; 费");
    expect(escapeCueText("&amp;")).toBe("&amp;amp;");
    expect(escapeCueText("第一行\n\n第二行\r\n")).toBe("第一行 第二行");
  });

  it("formats a file: header, numbered cues, a blank line after each", () => {
    const vtt = formatWebVtt([
      { start: 0, end: 12, text: "申报期限 --> 4月30日" },
      { start: 12, end: 30.25, text: "<i>免税</i>" },
    ]);
    expect(vtt).toBe(
      "WEBVTT\n\n1\n00:00:00.000 --> 00:00:12.000\n申报期限 --&gt; 4月30日\n\n" +
        "2\n00:00:12.000 --> 00:00:30.250\n&lt;i&gt;免税&lt;/i&gt;\n\n",
    );
    expect(formatWebVtt([])).toBe("WEBVTT\n\n");
  });

  it("never lets cue text add a timing line or a blank line (property)", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeCueText(text);
        expect(escaped).not.toContain("-->");
        expect(escaped).not.toMatch(/[<\n\r]/);
      }),
    );
  });
});

describe("lectureAtSecondPath", () => {
  it("opens the course page on the lecture at a whole second", () => {
    expect(lectureAtSecondPath(1001, 100101, 12.7)).toBe("/course/details?id=1001&lecture=100101&t=12");
    expect(lectureAtSecondPath(1001, 100101, -5)).toBe("/course/details?id=1001&lecture=100101&t=0");
  });
});
