import type { ScreenLoaders } from "../../lib/screen-loaders";

/** Course catalogue screens by route name (core ROUTES): home, course list, choiceness, region, knowledge, extended reading. */
export const catalogueScreens: ScreenLoaders = {
  home: () => import("./home/home-screen"),
  courseList: () => import("./course-list/course-list-screen"),
  choiceness: () => import("./choiceness/choiceness-screen"),
  courseRegion: () => import("./course-region/course-region-screen"),
  knowledge: () => import("./knowledge/knowledge-screen"),
  extendedRead: () => import("./extended-read/extended-read-screen"),
};
