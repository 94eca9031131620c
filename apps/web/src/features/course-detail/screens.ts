import type { ScreenLoaders } from "../../lib/screen-loaders";

/** The course detail screen with the lecture player (route name courseDetails). */
export const courseDetailScreens: ScreenLoaders = {
  courseDetails: () => import("./course-detail-screen"),
};
