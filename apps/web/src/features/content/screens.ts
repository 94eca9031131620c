import type { ScreenLoaders } from "../../app/router/screen-loaders";

/** Policy, case, themed-collection, custom-content, hearing and search screens by route name (core ROUTES). */
export const contentScreens: ScreenLoaders = {};
