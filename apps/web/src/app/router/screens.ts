import { matchRoute, ROUTES } from "@taxlearn/core";
import { accountScreens } from "../../features/account/screens";
import { assistantScreens } from "../../features/assistant/screens";
import { catalogueScreens } from "../../features/catalogue/screens";
import { centreScreens } from "../../features/centre/screens";
import { commerceScreens } from "../../features/commerce/screens";
import { contentScreens } from "../../features/content/screens";
import { courseDetailScreens } from "../../features/course-detail/screens";
import { creditsScreens } from "../../features/credits/screens";
import { helpScreens } from "../../features/help/screens";
import { invoiceScreens } from "../../features/invoices/screens";
import { learnerAccountScreens } from "../../features/learner-account/screens";
import { liveScreens } from "../../features/live/screens";
import { qaScreens } from "../../features/qa/screens";
import { studyPlanScreens } from "../../features/study-plan/screens";
import { supportChatScreens } from "../../features/support-chat/screens";
import type { ScreenLoader, ScreenLoaders, ScreenModule } from "../../lib/screen-loaders";
import { loadCentreFrame } from "../centre/lazy-centre-frame";

/** Every screen built so far, by core route name; each is its own lazy chunk (route-level code splitting). */
const SCREENS: ScreenLoaders = {
  ...catalogueScreens,
  ...contentScreens,
  ...accountScreens,
  ...courseDetailScreens,
  ...qaScreens,
  ...helpScreens,
  ...learnerAccountScreens,
  ...invoiceScreens,
  ...commerceScreens,
  ...centreScreens,
  ...creditsScreens,
  ...supportChatScreens,
  ...liveScreens,
  ...assistantScreens,
  ...studyPlanScreens,
};

/** Routes of core's table whose screens belong to later work (centre, VIP, live, study plans, help …). */
const notYetAvailable: ScreenLoader = () => import("./not-yet-available-screen");

/** The route name of a path (its innermost matched route), or null for an unknown path. */
export const routeNameOf = (path: string): string | null => matchRoute(path)?.matched.at(-1)?.name ?? null;

export const screenLoaderOf = (name: string): ScreenLoader => SCREENS[name] ?? notYetAvailable;

const loaded = new Map<string, ScreenModule["default"]>();

/** The screen component once its chunk has loaded (the guard loads it before committing the navigation). */
export const loadedScreen = (name: string): ScreenModule["default"] | undefined => loaded.get(name);

/** The learner-centre pages (core's /center children), which commit inside the centre layout. */
const CENTRE_SCREENS = new Set(
  ROUTES.flatMap((route) => route.children ?? [])
    .find((route) => route.name === "center")
    ?.children?.map((route) => route.name) ?? [],
);

export async function loadScreen(name: string): Promise<void> {
  if (loaded.has(name)) return;
  const [module] = await Promise.all([
    screenLoaderOf(name)(),
    CENTRE_SCREENS.has(name) ? loadCentreFrame() : undefined,
  ]);
  loaded.set(name, module.default);
}
