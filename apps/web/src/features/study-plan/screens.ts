import type { ScreenLoaders } from "../../lib/screen-loaders";

/** Study-plan screens by route name (core ROUTES): /studyPlan and /kedan share their screens. */
export const studyPlanScreens: ScreenLoaders = {
  studyPlan: () => import("./home/study-plan-home-screen"),
  kedan: () => import("./home/study-plan-home-screen"),
  studyPlanDetail: () => import("./detail/plan-detail-screen"),
  kedanDetail: () => import("./kedan/kedan-detail-screen"),
  studyPlanCustom: () => import("./custom/custom-request-screen"),
  kedanCustom: () => import("./custom/custom-request-screen"),
  studyPlanExam: () => import("./exam/exam-screen"),
};
