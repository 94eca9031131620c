import { describe, expect, it } from "vitest";
import { generateCatalogue } from "../../../db/seed/catalogue.seed";
import { lectureTranscriptRows } from "../../../db/seed/lecture-transcripts.seed";
import { videoSeedRows } from "../../../db/seed/video.seed";
import { narrationLength, passageStarts, readingSeconds } from "./narration-timeline";
import { sampleLecturePlan, wrapText } from "./sample-lecture.plan";

const { courses } = generateCatalogue(new Date("2026-06-01T00:00:00Z"));
const { files, media } = videoSeedRows(courses);
const transcripts = lectureTranscriptRows(courses);
const unwrap = (text: string) => text.replaceAll("\n", "").replace(/…$/, "");

describe("every seeded lecture's video is made from its own rows", () => {
  const courseTitle = new Map(courses.map((c) => [c.id, c.title]));
  const mediaOf = new Map(media.map((m) => [m.id, m]));
  const plans = files.map((file) => {
    const passages = transcripts.filter((p) => p.lectureFileId === file.id);
    const m = mediaOf.get(file.mediaId)!;
    const source = { mediaId: m.id, title: file.title, courseTitle: courseTitle.get(file.courseId)!, passages };
    return { file, passages, media: m, plan: sampleLecturePlan({ ...source, encrypted: m.encrypted, keyHex: null }) };
  });

  it("its title card names its own lecture and course", () => {
    expect(plans).toHaveLength(files.length);
    for (const { file, plan } of plans) {
      expect(file.title.startsWith(unwrap(plan.titleCard.title))).toBe(true);
      expect(courseTitle.get(file.courseId)!.startsWith(unwrap(plan.titleCard.courseTitle))).toBe(true);
    }
  });

  it("each slide carries its lecture's title and a point said in that lecture's own narration", () => {
    for (const { file, passages, plan } of plans) {
      expect(plan.slides).toHaveLength(passages.length);
      plan.slides.forEach((slide, i) => {
        expect(file.title.startsWith(unwrap(slide.heading))).toBe(true);
        expect(passages[i]!.text.startsWith(unwrap(slide.point))).toBe(true);
      });
    }
  });

  it("its captions are its transcript, timed to the narration, and end with the video", () => {
    for (const { passages, plan, media: m } of plans) {
      expect(plan.durationSeconds).toBe(m.durationSeconds);
      const cues = plan.captions.split("\n\n").slice(1, -1);
      expect(cues).toHaveLength(passages.length);
      expect(cues.map((cue) => cue.split("\n").slice(2).join("\n"))).toEqual(passages.map((p) => p.text));
      expect(plan.narration.map((s) => s.from)).toEqual(passages.map((p) => p.startSeconds));
      expect(plan.narration.at(-1)!.to).toBe(m.durationSeconds);
    }
  });

  it("no two lectures of a course show the same title card", () => {
    for (const course of courses) {
      const cards = plans.filter((p) => p.file.courseId === course.id).map((p) => p.file.title);
      expect(new Set(cards).size).toBe(cards.length);
    }
  });
});

describe("the narration timeline", () => {
  it("gives each passage time to be read, one after another", () => {
    const texts = ["一二三四五六七八九十", "甲乙丙"];
    expect(passageStarts(texts)).toEqual([0, readingSeconds(texts[0]!)]);
    expect(
      narrationLength([
        { startSeconds: 20, text: "甲乙丙" },
        { startSeconds: 0, text: "一" },
      ]),
    ).toBe(20 + readingSeconds("甲乙丙"));
    // never shorter than the title card
    expect(narrationLength([])).toBe(3);
  });

  it("wraps a long point and marks what it leaves out", () => {
    expect(wrapText("一二三四五六", 4, 2)).toBe("一二三四\n五六");
    expect(wrapText("一二三四五六七八九", 4, 2)).toBe("一二三四\n五六七…");
  });
});
