import { type CreditInterval, clipIntervals, intervalsLength } from "./credit-interval.rules";
import type { CourseCategory } from "./credits.schema";

/** A course's category, set in the console: professional subjects and public (general) subjects. */
export const COURSE_CATEGORIES = ["专业科目", "公需科目"] as const;

export const isCourseCategory = (value: unknown): value is CourseCategory =>
  COURSE_CATEGORIES.includes(value as CourseCategory);

/** Minutes of study one 学时 stands for, unless configured (`CREDIT_MINUTES_PER_HOUR`). */
export const DEFAULT_CREDIT_MINUTES_PER_HOUR = 45;

/** A lecture counts as watched from this share of its length (per cent). */
export const LECTURE_DONE_PERCENT = 90;

/**
 * The site's default yearly requirement: 90 学时, of which 专业科目 at least 60 and 公需科目 at least 30 (the
 * national rule for continuing education of professionals: at least 90 a year, professional subjects in general
 * at least two thirds). An organisation may set its own.
 */
export const DEFAULT_CREDIT_REQUIREMENT: CreditRequirement = {
  total: 90,
  byCategory: { 专业科目: 60, 公需科目: 30 },
};

export interface CreditRequirement {
  /** 学时 in all categories together. */
  readonly total: number;
  /** The least 学时 each category needs. */
  readonly byCategory: Readonly<Record<CourseCategory, number>>;
}

/**
 * Study hours (学时) in tenths, rounded down: the hours a certificate states must have been studied, so a
 * part-hour never rounds up; tenths are the precision continuing-education records use. Round the total of
 * a category, not each item, or every item would lose up to 0.09.
 */
export const studyHourTenths = (seconds: number, minutesPerHour: number = DEFAULT_CREDIT_MINUTES_PER_HOUR): number =>
  // whole milliseconds and an integer divisor: the division is exact at every boundary
  Math.max(0, Math.floor(Math.round(seconds * 1000) / (minutesPerHour * 6_000)));

/** Study hours of watched or attended seconds, to 0.1 学时, rounded down. */
export const studyHours = (seconds: number, minutesPerHour: number = DEFAULT_CREDIT_MINUTES_PER_HOUR): number =>
  studyHourTenths(seconds, minutesPerHour) / 10;

/** Study hours of minutes, to 0.1 学时, rounded down. */
export const studyHoursOfMinutes = (
  minutes: number,
  minutesPerHour: number = DEFAULT_CREDIT_MINUTES_PER_HOUR,
): number => studyHours(minutes * 60, minutesPerHour);

/** `12.5学时`. */
export const formatStudyHours = (hours: number): string => `${hours.toFixed(1)}学时`;

/**
 * `CREDIT_MINUTES_PER_HOUR` as configured: a whole number of minutes from 1 to 600, or the default when unset.
 * Null for anything else, so a typo stops the server at start rather than changing everyone's hours.
 */
export const parseMinutesPerHour = (raw: string | undefined): number | null => {
  if (raw === undefined || raw.trim() === "") return DEFAULT_CREDIT_MINUTES_PER_HOUR;
  if (!/^\d+$/.test(raw.trim())) return null;
  const minutes = Number(raw.trim());
  return minutes >= 1 && minutes <= 600 ? minutes : null;
};

/** One credit row as the summary adds it up: time to convert, or hours stated (an exam's, a correction's). */
export interface CreditAmount {
  readonly category: CourseCategory;
  readonly seconds: number;
  readonly hours: number;
}

/**
 * 学时 per category of a year's credit rows: the seconds of a category added up and converted once, plus the
 * hours stated outright; a category never below 0 (a correction cannot make hours negative).
 */
export const hoursByCategory = (
  amounts: readonly CreditAmount[],
  minutesPerHour: number = DEFAULT_CREDIT_MINUTES_PER_HOUR,
): Record<CourseCategory, number> => {
  const of = (category: CourseCategory) => {
    const rows = amounts.filter((a) => a.category === category);
    const seconds = rows.reduce((sum, a) => sum + a.seconds, 0);
    const statedTenths = rows.reduce((sum, a) => sum + Math.round(a.hours * 10), 0);
    // negative seconds (a correction) subtract before rounding; floor rounds towards fewer hours either way
    const timeTenths = Math.floor(Math.round(seconds * 1000) / (minutesPerHour * 6_000));
    return Math.max(0, timeTenths + statedTenths) / 10;
  };
  return { 专业科目: of("专业科目"), 公需科目: of("公需科目") };
};

export interface CategoryProgress {
  readonly category: CourseCategory;
  readonly hours: number;
  readonly required: number;
  /** Hours still needed, 0 when met. */
  readonly missing: number;
  readonly met: boolean;
}

export interface RequirementCheck {
  readonly met: boolean;
  readonly hours: number;
  readonly required: number;
  readonly missing: number;
  readonly categories: readonly CategoryProgress[];
}

const tenths = (hours: number) => Math.round(hours * 10);
const progress = (hours: number, required: number) => {
  const missing = Math.max(0, tenths(required) - tenths(hours)) / 10;
  return { hours, required, missing, met: missing === 0 };
};

/** A year's hours against the requirement: each category's minimum and the total (excess in one category counts towards the total). */
export const checkRequirement = (
  hours: Readonly<Record<CourseCategory, number>>,
  requirement: CreditRequirement = DEFAULT_CREDIT_REQUIREMENT,
): RequirementCheck => {
  const categories = COURSE_CATEGORIES.map((category) => ({
    category,
    ...progress(hours[category], requirement.byCategory[category]),
  }));
  const total = progress(COURSE_CATEGORIES.reduce((sum, c) => sum + tenths(hours[c]), 0) / 10, requirement.total);
  return { ...total, met: total.met && categories.every((c) => c.met), categories };
};

/** A lecture as completion sees it: its length and the seconds credited to the learner. */
export interface LectureWatch {
  readonly lengthSeconds: number;
  readonly credited: readonly CreditInterval[];
}

/** Per cent of a lecture credited, rounded down; a lecture without length has nothing left to watch (100). */
export const watchedPercent = (lecture: LectureWatch): number => {
  const lengthMs = Math.round(lecture.lengthSeconds * 1000);
  if (lengthMs <= 0) return 100;
  const creditedMs = lecture.credited.map((i) => ({ from: Math.round(i.from * 1000), to: Math.round(i.to * 1000) }));
  return Math.floor((intervalsLength(clipIntervals(creditedMs, 0, lengthMs)) * 100) / lengthMs);
};

/** At least 90 % of the lecture credited. */
export const lectureWatched = (lecture: LectureWatch): boolean => watchedPercent(lecture) >= LECTURE_DONE_PERCENT;

export interface CourseCompletionInput {
  readonly lectures: readonly LectureWatch[];
  /** The course's exam, null when it has none. */
  readonly exam: { readonly passed: boolean } | null;
}

export interface CourseCompletion {
  readonly complete: boolean;
  readonly lecturesWatched: number;
  readonly lecturesTotal: number;
  /** null when the course has no exam */
  readonly examPassed: boolean | null;
}

/**
 * A course is completed (结业) when every lecture is at least 90 % watched and its exam, where it has one, is
 * passed. A course without lectures is never completed: a certificate must stand for study.
 */
export const courseCompletion = (input: CourseCompletionInput): CourseCompletion => {
  const lecturesWatched = input.lectures.filter(lectureWatched).length;
  const examPassed = input.exam === null ? null : input.exam.passed;
  return {
    complete: input.lectures.length > 0 && lecturesWatched === input.lectures.length && examPassed !== false,
    lecturesWatched,
    lecturesTotal: input.lectures.length,
    examPassed,
  };
};
