/** What a course page says about its length: how many lectures and how many minutes, both from its lectures. */
export interface CourseLength {
  readonly lessonCount: number;
  readonly minutes: number;
}

/**
 * The length of a course from the playing time of each of its published lectures, in seconds. Minutes are the
 * total rounded to the nearest minute, and at least one when anything plays, so a short course never reads 0分钟
 * (the page leaves the minutes out only for a course with nothing to play).
 */
export const courseLength = (lectureSeconds: ReadonlyArray<number>): CourseLength => {
  const seconds = lectureSeconds.reduce((sum, s) => sum + (Number.isFinite(s) && s > 0 ? s : 0), 0);
  return {
    lessonCount: lectureSeconds.length,
    minutes: seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0,
  };
};
