import type { ScreenLoaders } from "../../lib/screen-loaders";

/** The live room's screens by route name (core ROUTES): the detail page and the lecturer's studio. */
export const liveMediaScreens: ScreenLoaders = {
  liveDetail: () => import("./detail/live-detail-screen"),
  liveStudio: () => import("./studio/live-studio-screen"),
};
