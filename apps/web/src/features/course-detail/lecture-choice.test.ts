import { describe, expect, it } from "vitest";
import { chooseLecture, nextLecture, withSavedProgress } from "./lecture-choice";

const lecture = (fileId: number, breakpoint = 0, progress = 0) => ({
  fileId,
  breakpoint,
  progress,
  title: `第${fileId}讲`,
});

describe("chooseLecture", () => {
  it("plays the lecture the address asks for when the course has it", () => {
    const lectures = [lecture(1, 20, 50), lecture(2), lecture(3)];
    expect(chooseLecture(lectures, 3)?.fileId).toBe(3);
  });

  it("ignores a requested lecture of another course", () => {
    const lectures = [lecture(1), lecture(2)];
    expect(chooseLecture(lectures, 99)?.fileId).toBe(1);
  });

  it("resumes where the learner left off: the first lecture started but not finished", () => {
    const lectures = [lecture(1, 40, 100), lecture(2), lecture(3, 12, 30), lecture(4, 5, 10)];
    expect(chooseLecture(lectures, null)?.fileId).toBe(3);
  });

  it("otherwise takes the first lecture not finished yet", () => {
    const lectures = [lecture(1, 0, 100), lecture(2, 0, 100), lecture(3), lecture(4)];
    expect(chooseLecture(lectures, null)?.fileId).toBe(3);
  });

  it("starts a new course at its first lecture, and a finished course too", () => {
    expect(chooseLecture([lecture(1), lecture(2)], null)?.fileId).toBe(1);
    expect(chooseLecture([lecture(1, 0, 100), lecture(2, 3, 100)], null)?.fileId).toBe(1);
  });

  it("has nothing to play in a course without lectures", () => {
    expect(chooseLecture([], 5)).toBeNull();
  });
});

describe("nextLecture", () => {
  it("is the following lecture in course order, none after the last", () => {
    const lectures = [lecture(1), lecture(2), lecture(3)];
    expect(nextLecture(lectures, 1)?.fileId).toBe(2);
    expect(nextLecture(lectures, 3)).toBeNull();
    expect(nextLecture(lectures, 42)).toBeNull();
  });
});

describe("withSavedProgress", () => {
  it("shows what this visit saved over the server's figures and keeps the rest", () => {
    const lectures = [lecture(1), lecture(2, 8, 20)];
    const shown = withSavedProgress(lectures, new Map([[1, { breakpoint: 15, progress: 38 }]]));
    expect(shown).toEqual([
      { fileId: 1, breakpoint: 15, progress: 38, title: "第1讲" },
      { fileId: 2, breakpoint: 8, progress: 20, title: "第2讲" },
    ]);
  });
});
