import type { ScreenLoaders } from "../../lib/screen-loaders";

/** The organisation manager's reports by route name (core ROUTES). */
export const orgReportsScreens: ScreenLoaders = {
  orgReports: () => import("./org-reports-screen"),
};
