import { describe, expect, it } from "vitest";
import {
  changeCourseListQuery,
  courseListSearchParams,
  DEFAULT_COURSE_LIST_QUERY,
  onlineProductsRequest,
  parseCourseListQuery,
} from "./course-list-query";

const parse = (search: string) => parseCourseListQuery(new URLSearchParams(search));

describe("course list URL state", () => {
  it("reads the defaults from an empty query", () => {
    expect(parse("")).toEqual(DEFAULT_COURSE_LIST_QUERY);
  });

  it("reads every filter, the sort and the page", () => {
    expect(parse("categoryId=102&pT=15&price=free&sort=hot&page=3&pageSize=20")).toEqual({
      categoryId: 102,
      productType: 15,
      price: "free",
      sort: "hot",
      page: 3,
      pageSize: 20,
    });
  });

  it("falls back to the default for anything malformed", () => {
    expect(parse("categoryId=abc&pT=7&price=cheap&sort=random&page=0&pageSize=15")).toEqual(DEFAULT_COURSE_LIST_QUERY);
    expect(parse("categoryId=-3&page=2.5&pageSize=1e2")).toEqual(DEFAULT_COURSE_LIST_QUERY);
  });

  it("writes only what differs from the defaults, and reads back what it wrote", () => {
    expect(courseListSearchParams(DEFAULT_COURSE_LIST_QUERY).toString()).toBe("");
    const query = { ...DEFAULT_COURSE_LIST_QUERY, categoryId: 101, price: "paid" as const, page: 2 };
    const search = courseListSearchParams(query).toString();
    expect(search).toBe("categoryId=101&price=paid&page=2");
    expect(parse(search)).toEqual(query);
  });

  it("starts again at page 1 when a filter, the sort or the page size changes, but not for a page change", () => {
    const onPage3 = { ...DEFAULT_COURSE_LIST_QUERY, categoryId: 101, page: 3 };
    expect(changeCourseListQuery(onPage3, { productType: 2 })).toMatchObject({
      categoryId: 101,
      productType: 2,
      page: 1,
    });
    expect(changeCourseListQuery(onPage3, { sort: "hot" }).page).toBe(1);
    expect(changeCourseListQuery(onPage3, { pageSize: 50 }).page).toBe(1);
    expect(changeCourseListQuery(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it("maps the state to the onlineProducts request (price to isFree, no undefined fields)", () => {
    expect(onlineProductsRequest(DEFAULT_COURSE_LIST_QUERY)).toEqual({ page: 1, pageSize: 10, sort: "new" });
    expect(
      onlineProductsRequest({ categoryId: 103, productType: 1, price: "free", sort: "hot", page: 2, pageSize: 20 }),
    ).toEqual({ categoryId: 103, productType: 1, isFree: 1, sort: "hot", page: 2, pageSize: 20 });
    expect(onlineProductsRequest({ ...DEFAULT_COURSE_LIST_QUERY, price: "paid" }).isFree).toBe(0);
  });
});
