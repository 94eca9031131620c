import type { ScreenLoaders, ScreenReads } from "../../lib/screen-loaders";
import { startStudyListRead } from "./course-study/study-list-read";

/** Learner-centre screens by route name (core ROUTES); the centre frame around them lives in the app layer. */
export const centreScreens: ScreenLoaders = {
  courseStudy: () => import("./course-study/course-study-screen"),
  coursePurchase: () => import("./course-purchase/course-purchase-screen"),
  footprint: () => import("./footprint/footprint-screen"),
  centerKedan: () => import("./kedan/centre-kedan-screen"),
  plan: () => import("./plan/plan-screen"),
  collectCourse: () => import("./collect/collect-course-screen"),
  collectPolicy: () => import("./collect/collect-policy-screen"),
  collectCaseBook: () => import("./collect/collect-case-screen"),
  collectCasebook: () => import("./collect/collect-case-screen"),
};

/** The centre's first screen starts its list with the route (its LCP is that list). */
export const centreScreenReads: ScreenReads = {
  courseStudy: startStudyListRead,
};
