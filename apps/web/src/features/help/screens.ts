import type { ScreenLoaders } from "../../lib/screen-loaders";

/**
 * The help centre by core route name: /help/index (help), /help/freshMan (helpFreshMan), /help/problem/list
 * (helpProblemList) and its nested /problem/index (index) and /problem/detail (detail).
 */
export const helpScreens: ScreenLoaders = {
  help: () => import("./help-index-screen"),
  helpFreshMan: () => import("./fresh-man-screen"),
  helpProblemList: () => import("./problem-list-screen"),
  index: () => import("./problem-index-screen"),
  detail: () => import("./problem-detail-screen"),
};
