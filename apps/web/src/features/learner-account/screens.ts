import type { ScreenLoaders } from "../../lib/screen-loaders";

/** The learner's messages, profile and subscriptions in the centre, by route name (core ROUTES). */
export const learnerAccountScreens: ScreenLoaders = {
  message: () => import("./messages/message-screen"),
  userInfo: () => import("./profile/user-info-screen"),
  subscribe: () => import("./subscriptions/subscribe-screen"),
};
