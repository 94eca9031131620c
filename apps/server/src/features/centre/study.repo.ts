import type { Database } from "../../db/database";
import { coursesByIds } from "../catalogue/courses.repo";
import { purchasesPage } from "../orders/course-ownership.repo";

/** One page of a learner's purchased courses, newest purchase first, with each course's row (withdrawn ones too). */
export async function listPurchases(db: Database, userId: number, page: number, pageSize: number) {
  const { rows: purchases, total } = await purchasesPage(db, userId, page, pageSize);
  const courseOf = new Map(
    (
      await coursesByIds(
        db,
        purchases.map((p) => p.courseId),
        null,
        true,
      )
    ).map((c) => [c.id, c]),
  );
  const rows = purchases.flatMap((p) => {
    const course = courseOf.get(p.courseId);
    return course ? [{ purchasedAt: p.purchasedAt, course }] : [];
  });
  return { rows, total };
}
