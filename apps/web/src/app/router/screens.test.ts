import { ROUTES, type RouteRecord } from "@taxlearn/core";
import { describe, expect, it } from "vitest";
import { screenNames } from "./screens";

/** Routes a learner lands on: every route but the layouts, which redirect to a child or only frame their children. */
const pagesOf = (routes: readonly RouteRecord[]): string[] =>
  routes.flatMap((route) => [
    ...(route.redirect === undefined && route.children === undefined ? [route.name] : []),
    ...pagesOf(route.children ?? []),
  ]);

describe("the screens of core's route table", () => {
  it("has a screen for every page of the table (no route falls back to a placeholder)", () => {
    const withScreen = new Set(screenNames());
    const pages = pagesOf(ROUTES);
    expect(pages.length).toBeGreaterThan(60);
    expect(pages.filter((name) => !withScreen.has(name))).toEqual([]);
  });
});
