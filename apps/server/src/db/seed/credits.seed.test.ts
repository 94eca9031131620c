import { isFree, studyHourTenths } from "@taxlearn/core";
import { describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "./accounts.seed";
import { generateCatalogue } from "./catalogue.seed";
import { creditSeedRows } from "./credits.seed";
import { videoSeedRows } from "./video.seed";

const NOW = new Date("2026-11-20T02:00:00.000Z");

describe("the demo learners' study-hour history", () => {
  const catalogue = generateCatalogue(NOW);
  const learners = DEMO_ACCOUNTS.map((a, i) => ({ userId: i + 1, mobile: a.mobile, username: a.username }));
  const { entries, certificates } = creditSeedRows(learners, catalogue, NOW);
  const { files, media } = videoSeedRows(catalogue.courses);
  const durationOf = new Map(media.map((m) => [m.id, m.durationSeconds]));

  it("has this year and last year, for both demo learners", () => {
    const years = new Set(entries.map((e) => e.earnedAt.getUTCFullYear()));
    expect(years).toEqual(new Set([2025, 2026]));
    expect(new Set(entries.map((e) => e.userId))).toEqual(new Set([1, 2]));
  });

  it("credits lectures of free courses within their length, each second once, never in the future", () => {
    for (const entry of entries.filter((e) => e.source === "lecture")) {
      const file = files.find((f) => f.id === entry.fileId)!;
      expect(file.courseId).toBe(entry.courseId);
      expect(isFree(catalogue.courses.find((c) => c.id === entry.courseId)!.price)).toBe(true);
      const length = durationOf.get(file.mediaId)!;
      for (const i of entry.intervals ?? []) expect(0 <= i.from && i.from < i.to && i.to <= length).toBe(true);
      expect(entry.seconds).toBe((entry.intervals ?? []).reduce((s, i) => s + i.to - i.from, 0));
    }
    const keys = entries.filter((e) => e.source === "lecture").map((e) => `${e.userId}:${e.fileId}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of entries) expect(entry.earnedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
  });

  it("credits only live sessions that had taken place, after they started", () => {
    for (const entry of entries.filter((e) => e.source === "live")) {
      const live = catalogue.lives.find((l) => l.id === entry.liveId)!;
      expect(live.status).toBe(2);
      expect(entry.earnedAt.getTime()).toBeGreaterThan(live.startTime.getTime());
    }
  });

  it("issues its one 结业证书 for a course every lecture of which the ledger credits whole, with those hours", () => {
    expect(certificates).toHaveLength(1);
    const [certificate] = certificates;
    const lectures = files.filter((f) => f.courseId === certificate!.courseId);
    const credited = entries.filter((e) => e.userId === certificate!.userId && e.courseId === certificate!.courseId);
    expect(new Set(credited.map((e) => e.fileId))).toEqual(new Set(lectures.map((f) => f.id)));
    const seconds = credited.reduce((s, e) => s + (e.seconds ?? 0), 0);
    expect(certificate!.hoursTenths).toBe(studyHourTenths(seconds, 45));
    expect(certificate!.serial).toMatch(/^JY-2026-[0-9A-Z]{26}$/);
  });
});
