import { PRODUCT_TYPES } from "@taxlearn/core";
import { TOPICS } from "../reference-data/topics";

/** The subjects a recorded course's lectures go through, in order, once per round. */
export const LECTURE_SUBJECTS = [
  "政策背景与适用范围",
  "核心概念与计算方法",
  "申报流程实操",
  "常见问题与风险提示",
  "典型案例复盘",
  "要点回顾与答疑",
] as const;
export type LectureSubject = (typeof LECTURE_SUBJECTS)[number];
/** A micro-course's one lecture explains one point. */
const MICRO_SUBJECT: LectureSubject = "核心概念与计算方法";
const CHAPTER_NAMES = ["一", "二", "三", "四", "五", "六", "七", "八", "九", "十"];
const LECTURES_PER_CHAPTER = 4;

export interface SeedCourse {
  readonly id: number;
  readonly title: string;
  readonly price: string;
  readonly lessonCount: number;
  readonly productType: number;
  readonly categoryId: number;
}

/** What lecture `sort` (from 1) of a course is about: the subjects in turn, a micro-course's one point. */
export const lectureSubjectOf = (course: Pick<SeedCourse, "productType">, sort: number): LectureSubject =>
  course.productType === PRODUCT_TYPES.micro ? MICRO_SUBJECT : LECTURE_SUBJECTS[(sort - 1) % LECTURE_SUBJECTS.length]!;

/**
 * A lecture's title, belonging to its course and never repeated within it: a micro-course's one lecture is named
 * after the course; a longer course goes through the subjects once plainly, then round by round with one of its
 * topic's keywords in front (第7讲 免抵退：政策背景与适用范围).
 */
function lectureTitleOf(course: SeedCourse, sort: number): string {
  if (course.productType === PRODUCT_TYPES.micro) return `第1讲 ${course.title}`;
  const subject = lectureSubjectOf(course, sort);
  const round = Math.floor((sort - 1) / LECTURE_SUBJECTS.length);
  if (round === 0) return `第${sort}讲 ${subject}`;
  const tags = TOPICS.find((t) => t.categoryId === course.categoryId)?.tags ?? [];
  const focus = tags.length > 0 ? tags[round % tags.length] : `专题${round}`;
  return `第${sort}讲 ${focus}：${subject}`;
}

/** Every course's lecture files (its lessonCount, in chapters of four), before they are given their media. */
export const lectureFileRows = (courses: ReadonlyArray<SeedCourse>) =>
  courses.flatMap((course) =>
    Array.from({ length: course.lessonCount }, (_, i) => ({
      id: course.id * 100 + i + 1,
      courseId: course.id,
      chapterTitle: `第${CHAPTER_NAMES[Math.floor(i / LECTURES_PER_CHAPTER)] ?? Math.floor(i / LECTURES_PER_CHAPTER) + 1}章`,
      title: lectureTitleOf(course, i + 1),
      sort: i + 1,
    })),
  );
