import type { ScreenLoaders } from "../../lib/screen-loaders";

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
