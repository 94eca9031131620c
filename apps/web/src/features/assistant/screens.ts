import type { ScreenLoaders } from "../../lib/screen-loaders";

/** The tax assistant by route name (core ROUTES): /ai. */
export const assistantScreens: ScreenLoaders = {
  ai: () => import("./assistant-screen"),
};
