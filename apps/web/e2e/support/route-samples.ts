import { ROUTES, type RouteRecord } from "@taxlearn/core";

// One URL per route of core's route table, to open every screen in a sweep (page width, accessibility …). A route
// with a path parameter or an id in its query gets a sample from the seeded demo content (apps/server seed):
// course 1001, policy 2001, case 3001, custom file 4001, 课单 5001, hearing 6001, live session 7001, help article 1.
// A route missing from SAMPLE_URLS is opened at its own path, so a route added to the table is swept at once; one
// with a path parameter and no sample fails here instead of being skipped.

export interface RouteSample {
  /** The route's path as core's table writes it (`/kedan/detail/:id`). */
  readonly route: string;
  /** A URL that opens the route's screen on the seeded demo data. */
  readonly url: string;
  /** The route (or a parent) requires login: open it logged in, or it redirects to /login. */
  readonly needsLogin: boolean;
}

const SAMPLE_URLS: Readonly<Record<string, string>> = {
  "/thirdLogin/:type": "/thirdLogin/wechat",
  "/ddLogin": "/ddLogin?orgId=12",
  "/orgAuth": "/orgAuth?orgId=12",
  "/course/details": "/course/details?id=1001",
  "/policy/details": "/policy/details?id=2001",
  "/casebook/details": "/casebook/details?id=3001",
  "/caimiao-custom/details": "/caimiao-custom/details?id=4001",
  "/customFile2": "/customFile2?id=4001",
  "/search/:keys": `/search/${encodeURIComponent("出口退税")}`,
  "/relational-graph": "/relational-graph?kind=policy&id=2001",
  "/kedan/detail/:id": "/kedan/detail/5001",
  // no plan or paper is seeded: the screens show their not-found state, laid out like the rest
  "/studyPlan/detail/:id": "/studyPlan/detail/1",
  "/studyPlan/exam/:id": "/studyPlan/exam/1",
  "/hearing/Details": "/hearing/Details?id=6001",
  "/liveDetail": "/liveDetail?id=7001",
  "/live/studio": "/live/studio?id=7001",
  "/vip/payment": "/vip/payment?vip=1",
  "/problem/index": "/problem/index?categoryId=1",
  "/problem/detail": "/problem/detail?id=1",
};

const flatten = (routes: ReadonlyArray<RouteRecord>, parentNeedsLogin: boolean): RouteSample[] =>
  routes.flatMap((record) => {
    const needsLogin = parentNeedsLogin || record.requiresAuth;
    const url = SAMPLE_URLS[record.path] ?? record.path;
    if (url.includes(":")) throw new Error(`route-samples: no sample URL for ${record.path}`);
    return [{ route: record.path, url, needsLogin }, ...flatten(record.children ?? [], needsLogin)];
  });

/** Every route of core's table once, in the table's order, with a URL to open it. */
export const ROUTE_SAMPLES: ReadonlyArray<RouteSample> = flatten(ROUTES, false);
