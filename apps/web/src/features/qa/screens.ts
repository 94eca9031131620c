import type { ScreenLoaders } from "../../lib/screen-loaders";

/** The learner centre's 我的问答 (route name qa). */
export const qaScreens: ScreenLoaders = {
  qa: () => import("./qa-screen"),
};
