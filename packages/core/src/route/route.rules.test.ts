import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  breadcrumbs,
  fullPath,
  guardRoute,
  loginRedirectPath,
  matchRoute,
  parseQuery,
  rebuildsBreadcrumbs,
  routeTitle,
  shouldKeepAlive,
} from "./route.rules";
import type { RouteRecord } from "./route.schema";
import { ROUTES } from "./routes";

const allRoutes = (routes: ReadonlyArray<RouteRecord>): RouteRecord[] =>
  routes.flatMap((r) => [r, ...allRoutes(r.children ?? [])]);
const paths = allRoutes(ROUTES).map((r) => r.path);
const names = (path: string) => matchRoute(path)?.matched.map((r) => r.name);

describe("ROUTES (spec §2)", () => {
  it("lists every route of the spec's table", () => {
    const expected = [
      "/",
      "/home",
      "/login",
      "/orgLogin",
      "/register",
      // spec §7 third-login page and §1 single sign-on entry
      "/thirdLogin/:type",
      "/ddLogin",
      "/orgAuth",
      "/404",
      "/notice",
      "/about",
      "/join",
      "/feedback",
      "/service-protocol",
      "/knowledge",
      "/extended-read",
      "/course/list",
      "/course/details",
      "/course/region",
      "/policy",
      "/new-policy",
      "/policy/details",
      "/new-policy-more",
      "/casebook",
      "/casebook/details",
      "/caimiao-custom",
      "/caimiao-custom/details",
      "/customFile",
      "/customFile2",
      "/customFile/list",
      "/search/:keys",
      "/relational-graph",
      "/choiceness",
      "/success/success",
      "/kedan",
      "/kedan/detail/:id",
      "/kedan/custom",
      "/studyPlan",
      "/studyPlan/detail/:id",
      "/studyPlan/custom",
      "/studyPlan/exam/:id",
      "/hearing",
      "/hearing/Details",
      "/live",
      "/liveList",
      "/liveDetail",
      "/live/studio",
      "/vip",
      "/vip/payment",
      "/vip/placeOrder",
      // beyond the spec's table: where the providers return a learner who paid on a phone
      "/pay/result",
      "/ai",
      "/help/index",
      "/help/freshMan",
      "/help/problem/list",
      "/problem/index",
      "/problem/detail",
      "/center",
      "/center/course-study",
      "/center/course-purchase",
      "/center/footprint",
      "/center/kedan",
      "/center/qa",
      "/center/order",
      "/center/invoice-apply",
      "/center/invoice-record",
      "/center/invoice-title",
      "/center/message",
      "/center/userInfo",
      "/center/collect/course",
      "/center/collect/policy",
      "/center/collect/caseBook",
      "/center/collect/casebook",
      "/center/plan",
      "/center/credits",
      "/center/subscribe",
      // spec §6: the customer-service chat requires login (our path), with the staff's console beside it
      "/service/chat",
      "/service/agent",
      "/org/reports",
    ];
    expect([...paths].sort()).toEqual([...expected].sort());
  });
  it("gives every route a Chinese title and each path once", () => {
    for (const record of allRoutes(ROUTES)) expect(record.title).toMatch(/[\u4e00-\u9fff]/);
    expect(new Set(paths).size).toBe(paths.length);
  });
  it("keeps alive exactly the course list, policy and casebook lists", () => {
    expect(
      allRoutes(ROUTES)
        .filter((r) => r.keepAlive)
        .map((r) => r.path),
    ).toEqual(["/course/list", "/policy", "/casebook"]);
  });
  it("requires login for the centre, course-list details and the AI page", () => {
    const guarded = allRoutes(ROUTES)
      .filter((r) => r.requiresAuth)
      .map((r) => r.path);
    expect(guarded).toEqual(
      expect.arrayContaining(["/ai", "/kedan/detail/:id", "/studyPlan/detail/:id", "/center", "/center/footprint"]),
    );
    expect(guarded.filter((p) => !p.startsWith("/center"))).toEqual([
      "/kedan/detail/:id",
      "/studyPlan/detail/:id",
      "/studyPlan/exam/:id",
      "/live/studio",
      "/pay/result",
      "/ai",
      "/service/chat",
      "/service/agent",
      "/org/reports",
    ]);
  });
  it("titles the course-list routes as the spec does", () => {
    const title = (path: string) => allRoutes(ROUTES).find((r) => r.path === path)?.title;
    expect(title("/kedan")).toBe("推荐课单");
    expect(title("/kedan/detail/:id")).toBe("课单详情");
    expect(title("/kedan/custom")).toBe("定制课单");
    expect(title("/studyPlan")).toBe("推荐课单");
    expect(title("/studyPlan/custom")).toBe("人工定制课单");
  });
});

describe("matchRoute", () => {
  it("returns the chain of matched routes, outermost first", () => {
    expect(names("/center/footprint")).toEqual(["layout", "center", "footprint"]);
    expect(names("/problem/detail")).toEqual(["layout", "helpProblemList", "detail"]);
    expect(names("/problem/index")).toEqual(["layout", "helpProblemList", "index"]);
    expect(names("/course/list")).toEqual(["layout", "courseList"]);
    expect(names("/")).toEqual(["layout"]);
    expect(names("")).toEqual(["layout"]);
    expect(names("?from=app")).toEqual(["layout"]);
    expect(names("/center")).toEqual(["layout", "center"]);
  });
  it("matches both casebook spellings to their own routes", () => {
    expect(names("/center/collect/caseBook")?.at(-1)).toBe("collectCaseBook");
    expect(names("/center/collect/casebook")?.at(-1)).toBe("collectCasebook");
  });
  it("reads parameters, ignores query, hash and a trailing slash", () => {
    expect(matchRoute("/search/%E5%A2%9E%E5%80%BC%E7%A8%8E?x=1")?.params).toEqual({ keys: "增值税" });
    expect(matchRoute("/search/100%")?.params).toEqual({ keys: "100%" });
    expect(matchRoute("/kedan/detail/42#top")?.params).toEqual({ id: "42" });
    expect(matchRoute("/course/list/")?.path).toBe("/course/list");
  });
  it("returns null for unknown paths", () => {
    expect(matchRoute("/nowhere")).toBeNull();
    expect(matchRoute("/search/")).toBeNull();
    expect(matchRoute("/search//")).toBeNull();
    expect(matchRoute("/kedan/detail/1/2")).toBeNull();
    expect(matchRoute("/Course/list")).toBeNull();
  });
});

describe("guardRoute (spec §2, §5)", () => {
  it("allows public pages to everyone", () => {
    const result = guardRoute({ path: "/course/list", loggedIn: false });
    expect(result._tag).toBe("allow");
    expect(result._tag === "allow" && result.match.path).toBe("/course/list");
  });
  it("redirects / to /home and unknown paths to /404", () => {
    expect(guardRoute({ path: "/", loggedIn: false })).toEqual({ _tag: "redirect", to: "/home" });
    expect(guardRoute({ path: "/no/such/page", loggedIn: true })).toEqual({ _tag: "redirect", to: "/404" });
  });
  it("sends logged-out visitors of login-only pages to /login with the full path", () => {
    expect(guardRoute({ path: "/ai", loggedIn: false })).toEqual({ _tag: "redirect", to: "/login?redirect=%2Fai" });
    expect(guardRoute({ path: "/center/order", query: { page: "2", tab: ["a", "b"] }, loggedIn: false })).toEqual({
      _tag: "redirect",
      to: `/login?redirect=${encodeURIComponent("/center/order?page=2&tab=a&tab=b")}`,
    });
    expect(guardRoute({ path: "/kedan/detail/7?from=home", loggedIn: false })).toEqual({
      _tag: "redirect",
      to: `/login?redirect=${encodeURIComponent("/kedan/detail/7?from=home")}`,
    });
    expect(guardRoute({ path: "/center/order", loggedIn: true })._tag).toBe("allow");
  });
  it("sends /center to its first child, then to login when logged out", () => {
    expect(guardRoute({ path: "/center", loggedIn: true })).toEqual({ _tag: "redirect", to: "/center/course-study" });
    expect(guardRoute({ path: "/center", loggedIn: false })).toEqual({
      _tag: "redirect",
      to: "/login?redirect=%2Fcenter%2Fcourse-study",
    });
  });
  it("sends /login to /home when already logged in", () => {
    expect(guardRoute({ path: "/login", loggedIn: true })).toEqual({ _tag: "redirect", to: "/home" });
    expect(guardRoute({ path: "/login?redirect=%2Fai", loggedIn: false })._tag).toBe("allow");
  });
  it("sends /orgLogin with all three params to the organisation's default page, otherwise /home", () => {
    const query = { orgId: "7", content: "abc", secret: "xyz" };
    expect(guardRoute({ path: "/orgLogin", query, loggedIn: true, orgDefaultPage: "4" })).toEqual({
      _tag: "redirect",
      to: "/policy",
    });
    expect(guardRoute({ path: "/orgLogin?orgId=7&content=a+b&secret=c", loggedIn: true, orgDefaultPage: 3 })).toEqual({
      _tag: "redirect",
      to: "/knowledge?pT=2",
    });
    expect(guardRoute({ path: "/orgLogin", query, loggedIn: false })).toEqual({ _tag: "redirect", to: "/home" });
    expect(guardRoute({ path: "/orgLogin", query: { orgId: "7", content: "abc" }, loggedIn: true })).toEqual({
      _tag: "redirect",
      to: "/home",
    });
  });
  it("always ends on an allowed page or /login (property)", () => {
    const anyPath = fc.oneof(
      fc.constantFrom(...paths.map((p) => p.replace(":keys", "税").replace(":id", "1"))),
      fc.string(),
    );
    fc.assert(
      fc.property(anyPath, fc.boolean(), (path, loggedIn) => {
        const result = guardRoute({ path: path.startsWith("/") ? path : `/${path}`, loggedIn });
        if (result._tag === "redirect") {
          const target = guardRoute({ path: result.to, loggedIn });
          expect(target._tag).toBe("allow");
        }
      }),
    );
  });
});

// a page's path and query, with the characters that matter to a redirect (not fc.webPath: building it alone takes
// seconds, 10 s under coverage on a loaded machine)
const pathPart = fc.string({
  unit: fc.constantFrom("a", "Z", "9", "-", ".", "%", "2", "F", "=", "&", "?", "/", "login", "税"),
});
const anyPagePath = fc
  .tuple(fc.array(pathPart, { maxLength: 4 }), fc.option(pathPart, { nil: undefined }))
  .map(([segments, query]) => `/${segments.join("/")}${query === undefined ? "" : `?${query}`}`);

describe("query helpers", () => {
  it("builds the login path that returns to a page", () => {
    expect(loginRedirectPath("/ai")).toBe("/login?redirect=%2Fai");
    expect(loginRedirectPath("/course/details?id=3")).toBe("/login?redirect=%2Fcourse%2Fdetails%3Fid%3D3");
  });
  it("keeps the login page's own way back when a second 401 arrives there", () => {
    expect(loginRedirectPath("/login?redirect=%2Fabout")).toBe("/login?redirect=%2Fabout");
    expect(loginRedirectPath("/login")).toBe("/login");
    // a page whose name only begins like it is another page
    expect(loginRedirectPath("/loginHelp")).toBe("/login?redirect=%2FloginHelp");
    // however many 401s arrive, the login page is asked once
    fc.assert(
      fc.property(anyPagePath, (path) => {
        const once = loginRedirectPath(path);
        expect(loginRedirectPath(once)).toBe(once);
      }),
    );
  });
  it("builds and reads query strings", () => {
    expect(fullPath("/a")).toBe("/a");
    expect(fullPath("/a", { x: "1 2", y: null, z: ["3"] })).toBe("/a?x=1%202&z=3");
    expect(parseQuery("?a=1&b=x+y&a=2&c&d=%E7%A8%8E&&e=1=2")).toEqual({
      a: ["1", "2"],
      b: "x y",
      c: "",
      d: "税",
      e: "1=2",
    });
    expect(parseQuery("a=1&a=2&a=3")).toEqual({ a: ["1", "2", "3"] });
  });
});

describe("breadcrumbs (spec §2)", () => {
  it("lists titled routes with breadcrumb not false, linking redirects or filled paths", () => {
    const centre = matchRoute("/center/collect/caseBook");
    expect(centre && breadcrumbs(centre.matched, centre.params)).toEqual([
      { title: "学员中心", to: "/center/course-study" },
      { title: "收藏的案例", to: "/center/collect/caseBook" },
    ]);
    const detail = matchRoute("/kedan/detail/42");
    expect(detail && breadcrumbs(detail.matched, detail.params)).toEqual([
      { title: "课单详情", to: "/kedan/detail/42" },
    ]);
    const problem = matchRoute("/problem/detail");
    expect(problem && breadcrumbs(problem.matched)).toEqual([
      { title: "常见问题", to: "/help/problem/list" },
      { title: "问题详情", to: "/problem/detail" },
    ]);
  });
  it("skips untitled routes and fills missing parameters with nothing", () => {
    const untitled: RouteRecord = {
      path: "/x",
      name: "x",
      title: "",
      requiresAuth: false,
      keepAlive: false,
      breadcrumb: true,
    };
    const param: RouteRecord = { ...untitled, path: "/y/:id", title: "详情" };
    expect(breadcrumbs([untitled, param], {})).toEqual([{ title: "详情", to: "/y/" }]);
  });
  it("is rebuilt except under /redirect/", () => {
    expect(rebuildsBreadcrumbs("/redirect/course/list")).toBe(false);
    expect(rebuildsBreadcrumbs("/course/list")).toBe(true);
  });
});

describe("shouldKeepAlive (spec §4) and routeTitle", () => {
  const list = matchRoute("/course/list");
  const details = matchRoute("/course/details");
  it("keeps alive only for an organisation in iframe mode, on a keep-alive route", () => {
    if (!list || !details) throw new Error("routes missing");
    expect(shouldKeepAlive(list, { isOrgLogin: true, isIframe: true })).toBe(true);
    expect(shouldKeepAlive(list, { isOrgLogin: true, isIframe: false })).toBe(false);
    expect(shouldKeepAlive(list, { isOrgLogin: false, isIframe: true })).toBe(false);
    expect(shouldKeepAlive(details, { isOrgLogin: true, isIframe: true })).toBe(false);
    expect(shouldKeepAlive({ path: "/", matched: [], params: {} }, { isOrgLogin: true, isIframe: true })).toBe(false);
  });
  it("titles a page by its own route", () => {
    expect(list && routeTitle(list)).toBe("课程");
    expect(routeTitle({ path: "/", matched: [], params: {} })).toBe("");
  });
});
