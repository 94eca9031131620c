import { isFree, studyHourTenths } from "@taxlearn/core";
import { newCertificateSerial } from "../../features/credits/certificate-serial";
import { beijingYear, beijingYearBounds } from "../../features/credits/credit-years";
import { LIVE_CREDIT_CATEGORY } from "../../features/credits/live-credit";
import type { Database } from "../database";
import { creditCertificates, creditEntries } from "../schema/credits";
import { videoSeedRows } from "./video.seed";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The seed's hours use the default rule; a site configured otherwise converts the same seconds its own way. */
const MINUTES_PER_HOUR = 45;

interface SeedCourse {
  readonly id: number;
  readonly title: string;
  readonly price: string;
  readonly lessonCount: number;
  readonly productType: number;
  readonly categoryId: number;
}

interface SeedLive {
  readonly id: number;
  readonly title: string;
  readonly status: number;
  readonly startTime: Date;
}

export interface CreditPlan {
  /** free courses (by index among the free courses) watched to the end this year and last year */
  readonly thisYearCourses: readonly number[];
  readonly lastYearCourses: readonly number[];
  /** past live sessions attended (by index among the replays), with the minutes attended */
  readonly lives: ReadonlyArray<{ readonly index: number; readonly minutes: number }>;
  /** whether completing the first of this year's courses issued its 结业证书 */
  readonly certificate: boolean;
}

const PLANS: Readonly<Record<string, CreditPlan>> = {
  "13800000001": {
    thisYearCourses: [5],
    lastYearCourses: [6, 7],
    lives: [
      { index: 0, minutes: 90 },
      { index: 1, minutes: 60 },
    ],
    certificate: true,
  },
  "13800000002": { thisYearCourses: [8], lastYearCourses: [9], lives: [{ index: 2, minutes: 45 }], certificate: false },
};

export type SeedCreditEntry = typeof creditEntries.$inferInsert;
export type SeedCertificate = typeof creditCertificates.$inferInsert;

/**
 * The demo learners' study-hour history (学时档案): free courses watched to the end this year and last year, live
 * sessions that had taken place, and one 结业证书 for a course the ledger shows complete. Lecture rows credit each
 * lecture's whole length (the samples are seconds long, so their hours are small); live rows their attended minutes,
 * in 公需科目 (features/credits/live-credit.ts); everything relative to `now`.
 */
export function creditSeedRows(
  learners: ReadonlyArray<{ userId: number; mobile: string; username: string }>,
  catalogue: { readonly courses: readonly SeedCourse[]; readonly lives: readonly SeedLive[] },
  now: Date,
  /** by phone number; the demo learners' unless given (the partner organisation's members have their own) */
  plans: Readonly<Record<string, CreditPlan>> = PLANS,
): { entries: SeedCreditEntry[]; certificates: SeedCertificate[] } {
  const { files, media } = videoSeedRows(catalogue.courses);
  const durationOf = new Map(media.map((m) => [m.id, m.durationSeconds]));
  const free = catalogue.courses.filter((c) => isFree(c.price) && c.lessonCount > 0);
  const replays = catalogue.lives.filter((l) => l.status === 2 && l.startTime.getTime() < now.getTime());
  const year = beijingYear(now);
  // last year's study in its early summer, this year's a few weeks back (never before 1 January)
  const lastYearDay = new Date(beijingYearBounds(year - 1).from.getTime() + 160 * DAY);
  const thisYearDay = new Date(Math.max(beijingYearBounds(year).from.getTime() + DAY, now.getTime() - 20 * DAY));
  const entries: SeedCreditEntry[] = [];
  const certificates: SeedCertificate[] = [];

  const watchCourse = (userId: number, course: SeedCourse, day: Date) => {
    const lectures = files.filter((f) => f.courseId === course.id);
    lectures.forEach((file, i) => {
      const seconds = durationOf.get(file.mediaId) ?? 0;
      entries.push({
        userId,
        source: "lecture",
        category: "专业科目",
        courseId: course.id,
        fileId: file.id,
        title: course.title,
        seconds,
        intervals: [{ from: 0, to: seconds }],
        earnedAt: new Date(day.getTime() + i * 10 * 60_000),
      });
    });
    return lectures.reduce((sum, f) => sum + (durationOf.get(f.mediaId) ?? 0), 0);
  };

  for (const learner of learners) {
    const plan = plans[learner.mobile];
    if (!plan) continue;
    plan.lastYearCourses.forEach((k, i) => {
      const course = free[k];
      if (course) watchCourse(learner.userId, course, new Date(lastYearDay.getTime() + i * 7 * DAY));
    });
    plan.thisYearCourses.forEach((k, i) => {
      const course = free[k];
      if (!course) return;
      const seconds = watchCourse(learner.userId, course, new Date(thisYearDay.getTime() + i * DAY));
      if (plan.certificate && i === 0) {
        const tenths = studyHourTenths(seconds, MINUTES_PER_HOUR);
        certificates.push({
          serial: newCertificateSerial("course", year),
          userId: learner.userId,
          kind: "course",
          courseId: course.id,
          year: null,
          title: course.title,
          hoursTenths: tenths,
          byCategory: { 专业科目: tenths, 公需科目: 0 },
          holderName: learner.username,
          // issued when its last lecture was credited
          issuedAt: new Date(thisYearDay.getTime() + i * DAY + (course.lessonCount - 1) * 10 * 60_000),
        });
      }
    });
    for (const attended of plan.lives) {
      const live = replays[attended.index];
      if (!live) continue;
      entries.push({
        userId: learner.userId,
        source: "live",
        category: LIVE_CREDIT_CATEGORY,
        liveId: live.id,
        title: live.title,
        seconds: attended.minutes * 60,
        earnedAt: new Date(live.startTime.getTime() + attended.minutes * 60_000),
      });
    }
  }
  return { entries, certificates };
}

export async function seedCreditHistory(
  db: Database,
  learners: ReadonlyArray<{ userId: number; mobile: string; username: string }>,
  catalogue: { readonly courses: readonly SeedCourse[]; readonly lives: readonly SeedLive[] },
  now: Date,
  plans: Readonly<Record<string, CreditPlan>> = PLANS,
): Promise<void> {
  const { entries, certificates } = creditSeedRows(learners, catalogue, now, plans);
  if (entries.length > 0) await db.insert(creditEntries).values(entries);
  if (certificates.length > 0) await db.insert(creditCertificates).values(certificates);
}
