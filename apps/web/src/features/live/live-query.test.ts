import { describe, expect, it } from "vitest";
import {
  liveHomeSearchParams,
  liveListPath,
  liveListSearchParams,
  parseLiveHomeQuery,
  parseLiveListQuery,
} from "./live-query";

const parse = (search: string) => parseLiveListQuery(new URLSearchParams(search));

describe("live list query", () => {
  it("reads status, page and page size, falling back on anything malformed", () => {
    expect(parse("")).toEqual({ status: null, page: 1, pageSize: 10 });
    expect(parse("status=0&page=3&pageSize=20")).toEqual({ status: 0, page: 3, pageSize: 20 });
    expect(parse("status=2")).toMatchObject({ status: 2 });
    expect(parse("status=7&page=-1&pageSize=15")).toEqual({ status: null, page: 1, pageSize: 10 });
    expect(parse("status=abc")).toMatchObject({ status: null });
  });

  it("writes one spelling per state, defaults left out", () => {
    expect(liveListSearchParams({ status: null, page: 1, pageSize: 10 }).toString()).toBe("");
    expect(liveListSearchParams({ status: 0, page: 2, pageSize: 30 }).toString()).toBe("status=0&page=2&pageSize=30");
    expect(liveListPath(1)).toBe("/liveList?status=1");
    expect(liveListPath(null)).toBe("/liveList");
    expect(liveHomeSearchParams(parseLiveHomeQuery(new URLSearchParams("status=2&page=4"))).toString()).toBe(
      "status=2",
    );
  });
});
