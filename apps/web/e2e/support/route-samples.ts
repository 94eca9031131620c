import { ROUTES, type RouteRecord } from "@taxlearn/core";

// One address per route of core's route table, for specs that visit every screen (the accessibility audit, the
// phone layout): a parameterised route or a detail page gets a sample id from the seed.

/** Sample addresses for the routes whose path alone shows nothing useful (ids and keys from the seed). */
const SAMPLE_URLS: Readonly<Record<string, string>> = {
  "/thirdLogin/:type": "/thirdLogin/wechat",
  "/ddLogin": "/ddLogin?orgId=12",
  "/orgAuth": "/orgAuth?orgId=12",
  "/course/details": "/course/details?id=1001",
  "/policy/details": "/policy/details?id=2801",
  "/casebook/details": "/casebook/details?id=3001",
  "/caimiao-custom/details": "/caimiao-custom/details?id=1",
  "/customFile2": "/customFile2?id=4001",
  "/search/:keys": `/search/${encodeURIComponent("增值税")}`,
  "/kedan/detail/:id": "/kedan/detail/5001",
  "/studyPlan/detail/:id": "/studyPlan/detail/1",
  "/studyPlan/exam/:id": "/studyPlan/exam/1",
  "/hearing/Details": "/hearing/Details?id=6001",
  "/liveDetail": "/liveDetail?id=7001",
  "/live/studio": "/live/studio?id=7001",
  "/vip/payment": "/vip/payment?vip=1",
  "/problem/detail": "/problem/detail?id=1",
};

/** Every page of the table (redirecting layouts such as / and /center are left out: they show another page). */
function pages(records: ReadonlyArray<RouteRecord>, needsLogin: boolean): Array<{ path: string; needsLogin: boolean }> {
  return records.flatMap((record) => {
    const login = needsLogin || record.requiresAuth;
    const own = record.redirect ? [] : [{ path: record.path, needsLogin: login }];
    return [...own, ...pages(record.children ?? [], login)];
  });
}

/** `route` is the route table's path (pattern), `url` the address to open, `needsLogin` its requiresAuth. */
export const ROUTE_SAMPLES: ReadonlyArray<{ route: string; url: string; needsLogin: boolean }> = pages(
  ROUTES,
  false,
).map(({ path, needsLogin }) => ({ route: path, url: SAMPLE_URLS[path] ?? path, needsLogin }));
