/** One route of spec §2 as data. Paths are absolute patterns; `:name` segments are parameters. */
export interface RouteRecord {
  readonly path: string;
  readonly name: string;
  /** Chinese title for the breadcrumb bar and the document title. */
  readonly title: string;
  /** Login required; applies to every child as well. */
  readonly requiresAuth: boolean;
  /** Kept alive when leaving (spec §2), subject to `shouldKeepAlive`. */
  readonly keepAlive: boolean;
  /** false keeps the route out of the breadcrumb bar. */
  readonly breadcrumb: boolean;
  /** Where visiting this route itself goes (layouts). */
  readonly redirect?: string;
  readonly children?: ReadonlyArray<RouteRecord>;
}

/** The chain of routes a path matched, outermost first, with its parameters. */
export interface RouteMatch {
  readonly path: string;
  readonly matched: ReadonlyArray<RouteRecord>;
  readonly params: Readonly<Record<string, string>>;
}

export type QueryValue = string | null | undefined | ReadonlyArray<string | null | undefined>;
export type RouteQuery = Readonly<Record<string, QueryValue>>;

/** What the route guard decided (spec §5). */
export type GuardResult =
  | { readonly _tag: "allow"; readonly match: RouteMatch }
  | { readonly _tag: "redirect"; readonly to: string };

export interface GuardInput {
  /** The path, optionally with a query string (merged with `query`). */
  readonly path: string;
  readonly query?: RouteQuery;
  readonly loggedIn: boolean;
  /** The logged-in organisation's defaultPage ('1'..'7'); used for /orgLogin. Defaults to '1' (/home). */
  readonly orgDefaultPage?: string | number | null;
}

export interface Breadcrumb {
  readonly title: string;
  /** The route's redirect target, or its path filled with the current parameters. */
  readonly to: string;
}
