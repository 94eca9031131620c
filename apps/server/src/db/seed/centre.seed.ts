import { beijingDay, COLLECT_CATEGORIES, FOOTPRINT_KINDS, isFree } from "@taxlearn/core";
import type { Database } from "../database";
import { CASE_TYPES } from "../reference-data/article-types";
import { favourites, footprints } from "../schema/centre";
import { coursePurchases, lectureProgress } from "../schema/video";
import { videoSeedRows } from "./video.seed";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface SeedCatalogue {
  readonly courses: ReadonlyArray<{
    id: number;
    title: string;
    price: string;
    lessonCount: number;
    productType: number;
    categoryId: number;
  }>;
  readonly articles: ReadonlyArray<{ id: number; type: number }>;
  readonly kedans: ReadonlyArray<{ id: number }>;
}

/** What one demo learner has done: a fresh `pnpm start` shows real content in the learner centre. */
interface LearnerPlan {
  /** how many free / paid courses they started (paid ones only when bought or VIP) */
  readonly freeStarted: number;
  readonly paidStarted: number;
  readonly purchases: number;
  /** where their picks start in each list, so the two learners' centres differ */
  readonly offset: number;
}

const PLANS: Readonly<Record<string, LearnerPlan>> = {
  "13800000001": { freeStarted: 3, paidStarted: 1, purchases: 2, offset: 0 },
  "13800000002": { freeStarted: 2, paidStarted: 3, purchases: 1, offset: 4 },
};

/**
 * Demo learners' study progress, purchases, favourites and footprints (the centre's screens). Everything is relative
 * to `now`, like the rest of the seed. Paid courses are only studied where the learner may watch them.
 */
export async function seedLearnerActivity(
  db: Database,
  learners: ReadonlyArray<{ userId: number; mobile: string; vip: boolean }>,
  catalogue: SeedCatalogue,
  now: Date,
): Promise<void> {
  const { files, media } = videoSeedRows(catalogue.courses);
  const durationOf = new Map(media.map((m) => [m.id, m.durationSeconds]));
  const free = catalogue.courses.filter((c) => isFree(c.price) && c.lessonCount > 0);
  const paid = catalogue.courses.filter((c) => !isFree(c.price) && c.lessonCount > 0);
  const policies = catalogue.articles.filter((a) => !(CASE_TYPES as readonly number[]).includes(a.type));
  const cases = catalogue.articles.filter((a) => (CASE_TYPES as readonly number[]).includes(a.type));

  for (const learner of learners) {
    const plan = PLANS[learner.mobile];
    if (!plan) continue;
    const { userId } = learner;
    const bought = paid.slice(plan.offset, plan.offset + plan.purchases);
    const watchablePaid = learner.vip ? paid.slice(plan.offset, plan.offset + plan.paidStarted) : bought;
    const started = [
      ...free.slice(plan.offset, plan.offset + plan.freeStarted),
      ...watchablePaid.slice(0, plan.paidStarted),
    ];

    if (bought.length > 0) {
      await db
        .insert(coursePurchases)
        .values(
          bought.map((c, i) => ({ userId, courseId: c.id, purchasedAt: new Date(now.getTime() - (i + 2) * DAY) })),
        );
    }

    // course k: its first k+1 lectures opened, the earlier ones finished, the last one half-way
    const progressRows = started.flatMap((course, k) => {
      const lectures = files.filter((f) => f.courseId === course.id).slice(0, Math.min(k + 1, course.lessonCount));
      return lectures.map((file, i) => {
        const duration = durationOf.get(file.mediaId) ?? 60;
        const last = i === lectures.length - 1;
        return {
          userId,
          fileId: file.id,
          breakpointSeconds: last ? Math.floor(duration / 2) : 0,
          progress: last ? 50 : 100,
          updatedAt: new Date(now.getTime() - k * DAY - (lectures.length - i) * HOUR),
        };
      });
    });
    if (progressRows.length > 0) await db.insert(lectureProgress).values(progressRows);

    const pick = <T>(list: readonly T[], n: number) => list.slice(plan.offset, plan.offset + n);
    const favouriteRows = [
      ...pick(catalogue.courses, 3).map((c) => ({ category: COLLECT_CATEGORIES.course, itemId: c.id })),
      ...pick(policies, 3).map((a) => ({ category: COLLECT_CATEGORIES.policy, itemId: a.id })),
      ...pick(cases, 2).map((a) => ({ category: COLLECT_CATEGORIES.case, itemId: a.id })),
      ...pick(catalogue.kedans, 1).map((k) => ({ category: COLLECT_CATEGORIES.kedan, itemId: k.id })),
    ].map((row, i) => ({ ...row, userId, createdAt: new Date(now.getTime() - (i + 1) * 5 * HOUR) }));
    await db.insert(favourites).values(favouriteRows);

    // views over the last three days: the started courses, two policies and a case
    const viewed = [
      ...started.map((c) => ({ kind: FOOTPRINT_KINDS.course, itemId: c.id })),
      ...pick(policies, 2).map((a) => ({ kind: FOOTPRINT_KINDS.policy, itemId: a.id })),
      ...pick(cases, 1).map((a) => ({ kind: FOOTPRINT_KINDS.case, itemId: a.id })),
    ];
    const footprintRows = viewed.map((row, i) => {
      const viewedAt = new Date(now.getTime() - (i % 3) * DAY - (i + 1) * HOUR);
      return { ...row, userId, day: beijingDay(viewedAt), viewedAt };
    });
    await db.insert(footprints).values(footprintRows).onConflictDoNothing();
  }
}
