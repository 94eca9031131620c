import type { ScreenLoaders } from "../../app/router/screen-loaders";

/** The course detail screen with the lecture player (route name courseDetails). */
export const courseDetailScreens: ScreenLoaders = {
  courseDetails: () => import("./course-detail-screen"),
};
