import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { decodeWith } from "../shared/decode";
import { CREDIT_MESSAGES } from "./credits.messages";
import { CreditEntry, CreditsSummary, HeartbeatReport } from "./credits.schema";

const decodeCreditEntry = decodeWith(CreditEntry);
const decodeCreditsSummary = decodeWith(CreditsSummary);
const decodeHeartbeatReport = decodeWith(HeartbeatReport);

const report = {
  deviceId: "tab-3f9a1c2d",
  segments: [{ from: 0, to: 20.5, rate: 1 }],
  sentAt: 1_796_544_000_000,
  visible: true,
  playing: true,
};
const entry = {
  id: 1,
  userId: 7,
  source: "lecture",
  category: "专业科目",
  courseId: 3,
  fileId: 12,
  liveId: null,
  seconds: 600,
  hours: 0,
  intervals: [{ from: 0, to: 600 }],
  earnedAt: "2026-12-06 16:00:00",
  reason: null,
  operatorId: null,
};

describe("heartbeat report", () => {
  it("decodes a report, speeds above 2× included (they decode and earn nothing)", () => {
    expect(Either.isRight(decodeHeartbeatReport(report))).toBe(true);
    expect(Either.isRight(decodeHeartbeatReport({ ...report, segments: [{ from: 0, to: 30, rate: 3 }] }))).toBe(true);
  });

  it("refuses a malformed report", () => {
    const bad = [
      { ...report, deviceId: "x" },
      { ...report, segments: [{ from: 20, to: 10, rate: 1 }] },
      { ...report, segments: [{ from: 0, to: 10, rate: 0 }] },
      { ...report, segments: [{ from: -1, to: 10, rate: 1 }] },
      { ...report, segments: Array.from({ length: 201 }, () => ({ from: 0, to: 1, rate: 1 })) },
      { ...report, sentAt: 1.5 },
      { ...report, visible: "yes" },
    ];
    expect(bad.map((raw) => Either.isLeft(decodeHeartbeatReport(raw)))).toEqual(bad.map(() => true));
    const backwards = decodeHeartbeatReport({ ...report, segments: [{ from: 20, to: 10, rate: 1 }] });
    expect(Either.match(backwards, { onLeft: (e) => e.message, onRight: () => "" })).toContain(
      CREDIT_MESSAGES.endBeforeStart,
    );
  });
});

describe("credit entry", () => {
  it("decodes an earned row and a correction with its reason and operator", () => {
    expect(Either.isRight(decodeCreditEntry(entry))).toBe(true);
    const correction = {
      ...entry,
      source: "correction",
      seconds: 0,
      hours: -1.5,
      intervals: [],
      reason: "重复计入",
      operatorId: 2,
    };
    expect(Either.isRight(decodeCreditEntry(correction))).toBe(true);
  });

  it("keeps the reason and operator to corrections, and negative amounts too", () => {
    const bad = [
      { ...entry, reason: "补录", operatorId: 2 },
      { ...entry, source: "correction", reason: null, operatorId: 2 },
      { ...entry, source: "correction", reason: "补录", operatorId: null },
      { ...entry, seconds: -10 },
      { ...entry, source: "exam", hours: 1.25 },
      { ...entry, category: "选修" },
    ];
    expect(bad.map((raw) => Either.isLeft(decodeCreditEntry(raw)))).toEqual(bad.map(() => true));
  });

  it("says in Chinese what is wrong with a row", () => {
    const message = (raw: unknown) =>
      Either.match(decodeCreditEntry(raw), { onLeft: (e) => e.message, onRight: () => "" });
    expect(message({ ...entry, reason: "补录", operatorId: 2 })).toContain(CREDIT_MESSAGES.correctionFields);
    expect(message({ ...entry, source: "exam", hours: 1.25 })).toContain(CREDIT_MESSAGES.statedHoursStep);
    expect(message({ ...entry, intervals: [{ from: 600, to: 0 }] })).toContain(CREDIT_MESSAGES.endBeforeStart);
  });
});

describe("credits summary", () => {
  it("decodes the learner's year", () => {
    const summary = {
      year: 2026,
      minutesPerHour: 45,
      hours: 12.5,
      requirement: { source: "site", orgName: null, total: 90, byCategory: { 专业科目: 60, 公需科目: 30 } },
      met: false,
      categories: [
        { category: "专业科目", hours: 10, required: 60, missing: 50, met: false },
        { category: "公需科目", hours: 2.5, required: 30, missing: 27.5, met: false },
      ],
      items: [
        {
          source: "lecture",
          id: 3,
          title: "增值税实务",
          category: "专业科目",
          hours: 10,
          earnedAt: 1_796_544_000_000,
          reason: null,
        },
      ],
      certificates: [
        {
          serial: "C7K2-9QXM-4TZP",
          kind: "course",
          title: "增值税实务",
          courseId: 3,
          year: null,
          hours: 10,
          issuedAt: "2026-12-06",
          revoked: false,
        },
      ],
      years: [2025],
    };
    expect(Either.isRight(decodeCreditsSummary(summary))).toBe(true);
    expect(
      Either.isLeft(
        decodeCreditsSummary({ ...summary, requirement: { ...summary.requirement, byCategory: { 专业科目: 60 } } }),
      ),
    ).toBe(true);
  });
});
