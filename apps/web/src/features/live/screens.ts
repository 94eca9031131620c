import type { ScreenLoaders } from "../../lib/screen-loaders";

/** Live screens by route name (core ROUTES): the live home, the paged list, the live room and the lecturer's studio. */
export const liveScreens: ScreenLoaders = {
  live: () => import("./home/live-home-screen"),
  liveList: () => import("./list/live-list-screen"),
  liveDetail: () => import("./detail/live-detail-screen"),
  liveStudio: () => import("./studio/live-studio-screen"),
};
