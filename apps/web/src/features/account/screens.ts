import type { ScreenLoaders } from "../../lib/screen-loaders";

/**
 * Login, registration, organisation login, 404 and the site's information pages by route name (core ROUTES).
 * Forgot-password has no route of its own: it is /login?mode=forget.
 */
export const accountScreens: ScreenLoaders = {
  login: () => import("./login/login-screen"),
  register: () => import("./register/register-screen"),
  orgLogin: () => import("./org-login/org-login-screen"),
  notFound: () => import("./not-found/not-found-screen"),
  notice: () => import("./info/notice-screen"),
  about: () => import("./info/about-screen"),
  join: () => import("./info/join-screen"),
  serviceProtocol: () => import("./info/service-protocol-screen"),
  feedback: () => import("./feedback/feedback-screen"),
  thirdLogin: () => import("./social-login/third-login-screen"),
  ddLogin: () => import("./social-login/dd-login-screen"),
  orgAuth: () => import("./social-login/org-auth-screen"),
};
