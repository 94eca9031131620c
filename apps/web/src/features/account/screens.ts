import type { ScreenLoaders } from "../../app/router/screen-loaders";

/**
 * Login, registration, organisation login, 404 and the site's information pages by route name (core ROUTES).
 * Forgot-password has no route of its own: it is /login?mode=forget.
 */
export const accountScreens: ScreenLoaders = {
  login: () => import("./login/LoginScreen"),
  register: () => import("./register/RegisterScreen"),
  orgLogin: () => import("./org-login/OrgLoginScreen"),
  notFound: () => import("./not-found/NotFoundScreen"),
  notice: () => import("./info/NoticeScreen"),
  about: () => import("./info/AboutScreen"),
  join: () => import("./info/JoinScreen"),
  serviceProtocol: () => import("./info/ServiceProtocolScreen"),
  feedback: () => import("./feedback/FeedbackScreen"),
  success: () => import("./success/SuccessScreen"),
};
