import type { ScreenLoaders } from "../../lib/screen-loaders";

/** The 学时档案 screen by route name (core ROUTES). */
export const creditsScreens: ScreenLoaders = {
  credits: () => import("./credits-screen"),
};
