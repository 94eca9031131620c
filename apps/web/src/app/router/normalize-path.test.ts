import { describe, expect, it } from "vitest";
import { normalizePath, splitPath } from "./normalize-path";

describe("path normalisation for the route guard", () => {
  it("spells equal pages the same whatever the query encoding", () => {
    expect(normalizePath("/search/x", "")).toBe("/search/x");
    expect(normalizePath("/course/list", "?page=2&type=1")).toBe(normalizePath("/course/list", "page=2&type=1"));
    expect(normalizePath("/policy", "?q=%E5%A2%9E")).toBe(normalizePath("/policy", "?q=增"));
  });

  it("splits a path from its query", () => {
    expect(splitPath("/a?b=1")).toEqual({ pathname: "/a", search: "?b=1" });
    expect(splitPath("/a")).toEqual({ pathname: "/a", search: "" });
  });
});
