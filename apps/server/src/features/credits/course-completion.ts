import {
  COURSE_CATEGORIES,
  type CourseCategory,
  courseCompletion,
  isCourseCategory,
  studyHourTenths,
} from "@taxlearn/core";
import { findUserById } from "../../auth/auth.repo";
import type { ServerContext } from "../../server-context";
import { courseCreditFacts } from "../catalogue/courses.repo";
import { newCertificateSerial } from "./certificate-serial";
import type { CreditDeps } from "./credit-deps";
import { beijingYear } from "./credit-years";
import * as repo from "./credits.repo";

export const categoryOf = (value: string): CourseCategory => (isCourseCategory(value) ? value : COURSE_CATEGORIES[0]);

/**
 * Issues the course's 结业证书 when the learner has completed it (every lecture at least 90 % credited; courses have
 * no exam of their own, so none is asked) and has none yet. Returns the serial when it issued one now. The insert is
 * one statement guarded by a unique index, so two reports completing the course at once issue one certificate.
 */
export async function issueCourseCertificateIfComplete(
  server: ServerContext,
  deps: CreditDeps,
  userId: number,
  courseId: number,
): Promise<string | null> {
  if (await repo.courseCertificateOf(server.db, userId, courseId)) return null;
  const lectures = await deps.lecturesOfCourse(courseId);
  const credited = await repo.creditedIntervalsOfCourse(server.db, userId, courseId);
  const completion = courseCompletion({
    lectures: lectures.map((l) => ({ lengthSeconds: l.durationSeconds, credited: credited.get(l.fileId) ?? [] })),
    exam: null,
  });
  if (!completion.complete) return null;
  const [course, user, seconds] = await Promise.all([
    courseCreditFacts(server.db, courseId),
    findUserById(server.db, userId),
    repo.courseLectureSeconds(server.db, userId, courseId),
  ]);
  if (!course || !user) return null;
  const tenths = studyHourTenths(seconds, server.credits.minutesPerHour);
  const category = categoryOf(course.creditCategory);
  const now = server.clock();
  const issued = await repo.insertCertificate(server.db, {
    serial: newCertificateSerial("course", beijingYear(now)),
    userId,
    kind: "course",
    courseId,
    year: null,
    title: course.title,
    hoursTenths: tenths,
    byCategory: { 专业科目: category === "专业科目" ? tenths : 0, 公需科目: category === "公需科目" ? tenths : 0 },
    holderName: user.username,
    issuedAt: now,
  });
  return issued?.serial ?? null;
}
