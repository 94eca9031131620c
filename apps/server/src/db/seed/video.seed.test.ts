import { courseLength } from "@taxlearn/core";
import { describe, expect, it } from "vitest";
import { narrationLength } from "../../features/video/sample-lectures/narration-timeline";
import { generateCatalogue } from "./catalogue.seed";
import { lectureTranscriptRows } from "./lecture-transcripts.seed";
import { LECTURE_SUBJECTS, lectureSubjectOf, videoSeedRows } from "./video.seed";

const { courses } = generateCatalogue(new Date("2026-06-01T00:00:00Z"));
const { files, media } = videoSeedRows(courses);
const transcripts = lectureTranscriptRows(courses);
const filesOf = (courseId: number) => files.filter((f) => f.courseId === courseId);

describe("the seeded lectures", () => {
  it("never repeat a title within a course, and name the subject they are about", () => {
    for (const course of courses) {
      const titles = filesOf(course.id).map((f) => f.title);
      expect(titles).toHaveLength(course.lessonCount);
      expect(new Set(titles).size).toBe(titles.length);
      filesOf(course.id).forEach((file) => {
        expect(file.title).toMatch(new RegExp(`^第${file.sort}讲 `));
        if (course.productType !== 2) expect(file.title).toContain(lectureSubjectOf(course, file.sort));
      });
    }
  });

  it("of a micro-course is the one point the course names", () => {
    const micro = courses.filter((c) => c.productType === 2);
    expect(micro.length).toBeGreaterThan(5);
    for (const course of micro) expect(filesOf(course.id).map((f) => f.title)).toEqual([`第1讲 ${course.title}`]);
  });

  it("go through the subjects once, then again with a keyword of the course's topic in front", () => {
    const long = courses.find((c) => c.productType === 15 && c.lessonCount > 2 * LECTURE_SUBJECTS.length)!;
    const titles = filesOf(long.id).map((f) => f.title);
    expect(titles[0]).toBe(`第1讲 ${LECTURE_SUBJECTS[0]}`);
    expect(titles[6]).toMatch(new RegExp(`^第7讲 \\S+：${LECTURE_SUBJECTS[0]}$`));
    expect(titles[12]).toMatch(new RegExp(`^第13讲 \\S+：${LECTURE_SUBJECTS[0]}$`));
    expect(titles[6]).not.toBe(titles[12]?.replace("第13讲", "第7讲"));
  });

  it("each play a video of their own, exactly as long as their own narration", () => {
    expect(new Set(files.map((f) => f.mediaId)).size).toBe(files.length);
    const seconds = new Map(media.map((m) => [m.id, m.durationSeconds]));
    for (const file of files) {
      const said = transcripts.filter((p) => p.lectureFileId === file.id);
      expect(said.length).toBeGreaterThan(0);
      // the last passage is read to the end, and no passage starts after the video
      expect(seconds.get(file.mediaId)).toBe(narrationLength(said));
      for (const p of said) expect(p.startSeconds).toBeLessThan(seconds.get(file.mediaId)!);
    }
  });

  it("play encrypted video exactly in the paid courses", () => {
    const encrypted = new Map(media.map((m) => [m.id, m.encrypted]));
    for (const course of courses) {
      for (const file of filesOf(course.id)) expect(encrypted.get(file.mediaId)).toBe(course.price !== "0.00");
    }
  });

  it("add up to the length each course claims", () => {
    const seconds = new Map(media.map((m) => [m.id, m.durationSeconds]));
    for (const course of courses) {
      const played = filesOf(course.id).map((f) => seconds.get(f.mediaId)!);
      expect(courseLength(played)).toEqual({ lessonCount: course.lessonCount, minutes: course.durationMinutes });
    }
  });
});
