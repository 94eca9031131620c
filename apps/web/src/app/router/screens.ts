import type { ApiClient } from "@taxlearn/api";
import { matchRoute, ROUTES } from "@taxlearn/core";
import { accountScreens } from "../../features/account/screens";
import { assistantScreens } from "../../features/assistant/screens";
import { catalogueScreens } from "../../features/catalogue/screens";
import { centreScreenReads, centreScreens } from "../../features/centre/screens";
import { commerceScreens } from "../../features/commerce/screens";
import { contentScreens } from "../../features/content/screens";
import { courseDetailScreens } from "../../features/course-detail/screens";
import { creditsScreens } from "../../features/credits/screens";
import { helpScreens } from "../../features/help/screens";
import { invoiceScreens } from "../../features/invoices/screens";
import { learnerAccountScreens } from "../../features/learner-account/screens";
import { liveScreens } from "../../features/live/screens";
import { orgReportsScreens } from "../../features/org-reports/screens";
import { qaScreens } from "../../features/qa/screens";
import { studyPlanScreens } from "../../features/study-plan/screens";
import { supportChatScreens } from "../../features/support-chat/screens";
import type { ScreenLoader, ScreenLoaders, ScreenModule, ScreenReads } from "../../lib/screen-loaders";
import { loadCentreFrame } from "../centre/lazy-centre-frame";

/** The screen of every route of core's table, by route name; each is its own lazy chunk (route-level code splitting). */
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
  ...orgReportsScreens,
};

/** Reads screens start with their route, by route name. */
const SCREEN_READS: ScreenReads = { ...centreScreenReads };

/** Starts the reads the screen of route `name` makes first, if it names any, beside loading its code. */
export const startScreenReads = (name: string, api: ApiClient, query: URLSearchParams): void =>
  SCREEN_READS[name]?.(api, query);

/** The route name of a path (its innermost matched route), or null for an unknown path. */
export const routeNameOf = (path: string): string | null => matchRoute(path)?.matched.at(-1)?.name ?? null;

/** Every route has a screen (screens.test.ts); a name outside the table gets the 404 page rather than nothing. */
export const screenLoaderOf = (name: string): ScreenLoader => SCREENS[name] ?? (SCREENS.notFound as ScreenLoader);

/** The route names that have a screen, for the test that every route of core's table has one. */
export const screenNames = (): readonly string[] => Object.keys(SCREENS);

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
