import { courseLength } from "@taxlearn/core";
import { describe, expect, it } from "vitest";
import { generateCatalogue } from "./catalogue.seed";
import { LECTURE_SUBJECTS, lectureSubjectOf, sampleMedia, videoSeedRows } from "./video.seed";

const { courses } = generateCatalogue(new Date("2026-06-01T00:00:00Z"));
const { files } = videoSeedRows(courses);
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

  it("add up to the length each course claims", () => {
    const seconds = new Map(sampleMedia().map((m) => [m.id, m.durationSeconds]));
    for (const course of courses) {
      const played = filesOf(course.id).map((f) => seconds.get(f.mediaId)!);
      expect(courseLength(played)).toEqual({ lessonCount: course.lessonCount, minutes: course.durationMinutes });
    }
  });
});
