import type { ScreenLoaders } from "../../app/router/screen-loaders";

/** Course catalogue screens by route name (core ROUTES): home, course list, choiceness, region, knowledge, extended reading. */
export const catalogueScreens: ScreenLoaders = {
  home: () => import("./home/HomeScreen"),
  courseList: () => import("./course-list/CourseListScreen"),
  choiceness: () => import("./choiceness/ChoicenessScreen"),
  courseRegion: () => import("./course-region/CourseRegionScreen"),
  knowledge: () => import("./knowledge/KnowledgeScreen"),
  extendedRead: () => import("./extended-read/ExtendedReadScreen"),
};
