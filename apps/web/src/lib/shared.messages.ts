/**
 * Texts of the app's shared parts (used by several feature areas). Each feature area keeps its own texts in its
 * `<area>.messages.ts`; the spec's texts come from core's MESSAGES.
 */
export const SHARED_TEXT = {
  /**
   * The course label badges of spec §4 ("badge one/two/three"; the spec gives no words): one is productType 15, a
   * series bundling several courses; two is a course taught chapter by chapter (teaching method 1; a micro-course
   * cut from such a course); three is a course on one topic (teaching method 2 or 3; a standalone micro-course).
   */
  courseLabelBadge: { one: "系列课", two: "体系课", three: "专题课" },
} as const;
