import type { ScreenLoaders } from "../../lib/screen-loaders";

/** The live customer service by route name (core ROUTES): the learner's chat window and the staff's console. */
export const supportChatScreens: ScreenLoaders = {
  serviceChat: () => import("./chat-window-screen"),
  serviceAgent: () => import("./agent-console-screen"),
};
