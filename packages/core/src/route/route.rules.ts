import { defaultPagePath } from "../org/menu";
import { orgLoginParams } from "../org/org.rules";
import type { Breadcrumb, GuardInput, GuardResult, RouteMatch, RouteQuery, RouteRecord } from "./route.schema";
import { ROUTES } from "./routes";

/** Drop the query and hash, and a trailing slash (but not from `/` itself). */
const pathOnly = (path: string): string => {
  const bare = path.split(/[?#]/, 1)[0] || "/";
  return bare.length > 1 && bare.endsWith("/") ? bare.slice(0, -1) : bare;
};

const decodeSegment = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The parameters of `path` if it fits `pattern` segment for segment (case-sensitive), else null. */
const matchPattern = (pattern: string, path: string): Record<string, string> | null => {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] as string;
    const actual = got[i] as string;
    if (segment.startsWith(":")) {
      if (actual === "") return null;
      params[segment.slice(1)] = decodeSegment(actual);
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
};

const findChain = (
  routes: ReadonlyArray<RouteRecord>,
  path: string,
): { chain: RouteRecord[]; params: Record<string, string> } | null => {
  for (const record of routes) {
    const inner = record.children ? findChain(record.children, path) : null;
    if (inner) return { chain: [record, ...inner.chain], params: inner.params };
    const params = matchPattern(record.path, path);
    if (params) return { chain: [record], params };
  }
  return null;
};

/** spec §2: the routes a path matches, outermost first (the main layout, then e.g. /center, then the page); null for an unknown path. */
export const matchRoute = (path: string): RouteMatch | null => {
  const bare = pathOnly(path);
  const found = findChain(ROUTES, bare);
  return found ? { path: bare, matched: found.chain, params: found.params } : null;
};

const queryEntries = (query: RouteQuery): Array<[string, string]> =>
  Object.entries(query).flatMap(([key, value]) => {
    const values = Array.isArray(value) ? value : [value];
    return values.filter((v): v is string => typeof v === "string").map((v): [string, string] => [key, v]);
  });

/** Path plus query string, e.g. `/course/details?id=3`. */
export const fullPath = (path: string, query: RouteQuery = {}): string => {
  const search = queryEntries(query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join("&");
  return search ? `${path}?${search}` : path;
};

/** Read a query string (`a=1&b=2`, leading `?` allowed) into a query object; `+` reads as a space. */
export const parseQuery = (search: string): Record<string, string | string[]> => {
  const query: Record<string, string | string[]> = {};
  for (const pair of search.replace(/^\?/, "").split("&")) {
    if (pair === "") continue;
    const [rawKey = "", ...rest] = pair.split("=");
    const key = decodeSegment(rawKey.replaceAll("+", " "));
    const value = decodeSegment(rest.join("=").replaceAll("+", " "));
    const existing = query[key];
    query[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return query;
};

/**
 * spec §4, §5, §6: the login page that returns to `fullPathWithQuery` afterwards. On the login page already, it is
 * that page: a second 401 arriving there (two calls that were in flight) keeps the way back to the first page.
 */
export const loginRedirectPath = (fullPathWithQuery: string): string =>
  /^\/login(?:[?#]|$)/.test(fullPathWithQuery)
    ? fullPathWithQuery
    : `/login?redirect=${encodeURIComponent(fullPathWithQuery)}`;

const allow = (match: RouteMatch): GuardResult => ({ _tag: "allow", match });
const redirect = (to: string): GuardResult => ({ _tag: "redirect", to });

const decide = (input: GuardInput): GuardResult => {
  const [rawPath = "/", search = ""] = input.path.split("?", 2);
  const query: RouteQuery = { ...parseQuery(search), ...input.query };
  const match = matchRoute(rawPath);
  if (!match) return redirect("/404");
  const page = match.matched.at(-1) as RouteRecord;
  if (page.redirect) return redirect(page.redirect);
  if (match.path === "/login" && input.loggedIn) return redirect("/home");
  if (match.path === "/orgLogin") {
    return orgLoginParams(query)._tag === "Right"
      ? redirect(defaultPagePath(input.orgDefaultPage ?? "1"))
      : redirect("/home");
  }
  if (!input.loggedIn && match.matched.some((record) => record.requiresAuth)) {
    return redirect(loginRedirectPath(fullPath(match.path, query)));
  }
  return allow(match);
};

/**
 * spec §2, §5 route guard. Follows its own redirects (e.g. /center → /center/course-study → /login?redirect=…)
 * and returns where the navigation finally lands:
 * unknown → /404; / → /home; /center → /center/course-study; /login while logged in → /home;
 * /orgLogin with orgId, content and secret → the organisation's default page, otherwise /home;
 * a login-only route while logged out → /login?redirect={encoded full path with query}.
 */
export const guardRoute = (input: GuardInput): GuardResult => {
  let result = decide(input);
  // Each step lands on a route with no further redirect within a few hops; the bound only guards against a cyclic table.
  for (let hops = 0; hops < 5 && result._tag === "redirect"; hops++) {
    const next = decide({ ...input, path: result.to, query: {} });
    if (next._tag === "allow") return result;
    result = next;
  }
  return result;
};

const fillParams = (pattern: string, params: Readonly<Record<string, string>>): string =>
  pattern
    .split("/")
    .map((segment) => (segment.startsWith(":") ? encodeURIComponent(params[segment.slice(1)] ?? "") : segment))
    .join("/");

/** spec §2 breadcrumb bar: matched routes with a title whose breadcrumb flag is not false. */
export const breadcrumbs = (
  matches: ReadonlyArray<RouteRecord>,
  params: Readonly<Record<string, string>> = {},
): Breadcrumb[] =>
  matches
    .filter((record) => record.title !== "" && record.breadcrumb !== false)
    .map((record) => ({ title: record.title, to: record.redirect ?? fillParams(record.path, params) }));

/** spec §2: the breadcrumb bar is rebuilt on route change except for paths starting with /redirect/. */
export const rebuildsBreadcrumbs = (path: string): boolean => !path.startsWith("/redirect/");

/** spec §4: keep-alive is off unless the organisation is logged in and in iframe mode. */
export const shouldKeepAlive = (
  match: RouteMatch,
  session: { readonly isOrgLogin: boolean; readonly isIframe: boolean },
): boolean => session.isOrgLogin && session.isIframe && (match.matched.at(-1)?.keepAlive ?? false);

/** The document title of a matched route: the page's own title. */
export const routeTitle = (match: RouteMatch): string => match.matched.at(-1)?.title ?? "";
