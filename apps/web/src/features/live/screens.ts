import type { ScreenLoaders } from "../../lib/screen-loaders";

/** Live screens by route name (core ROUTES): the live home and the paged list (the detail and studio come apart). */
export const liveScreens: ScreenLoaders = {
  live: () => import("./home/live-home-screen"),
  liveList: () => import("./list/live-list-screen"),
};
