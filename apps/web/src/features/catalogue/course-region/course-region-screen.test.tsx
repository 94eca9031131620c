import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { courseFixture, currentLocation, renderScreen } from "../shared/catalogue-test-support";
import CourseRegionScreen from "./course-region-screen";

const provinces = () => ({
  data: [
    { id: 44000, name: "广东省", cities: [{ id: 44001, name: "广州市" }] },
    { id: 61000, name: "陕西省", cities: [{ id: 61001, name: "西安市" }] },
  ],
});

const column = (query: URLSearchParams) => {
  if (query.get("provinceId") === "61000") return { status: 404, msg: "该地区暂无专栏" };
  const city = query.get("cityId");
  return {
    data: {
      id: 1,
      title: city ? "广州市外贸企业学习专区" : "广东出口退税专栏",
      moreLink: "/course/region",
      provinceId: 44000,
      cityId: city ? Number(city) : null,
      courses: [courseFixture(1003)],
      lives: [],
    },
  };
};

// Rendering whole screens in jsdom on a busy machine can take seconds.
describe("CourseRegionScreen", { timeout: 20_000 }, () => {
  it("shows the default region's column, and a chosen city in the URL and in storage", async () => {
    renderScreen(<CourseRegionScreen />, {
      url: "/course/region",
      routes: { "/api/city_list": provinces, "/api/regionalColumn": column },
    });
    expect(await screen.findByRole("heading", { name: "广东出口退税专栏" })).toBeTruthy();
    // the page itself is the column's 'more' target: no link back to it
    expect(screen.queryByRole("link", { name: /更多/ })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "广州市" }));
    await waitFor(() => expect(currentLocation()).toBe("/course/region?provinceId=44000&cityId=44001"));
    expect(await screen.findByRole("heading", { name: "广州市外贸企业学习专区" })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("catalogueRegion") ?? "null")).toEqual({ provinceId: 44000, cityId: 44001 });
  });

  it("says so when a region has no column", async () => {
    renderScreen(<CourseRegionScreen />, {
      url: "/course/region?provinceId=61000",
      routes: { "/api/city_list": provinces, "/api/regionalColumn": column },
    });
    expect(await screen.findByText("该地区暂无推荐内容")).toBeTruthy();
    expect(screen.getByRole("button", { name: "陕西省" }).getAttribute("aria-pressed")).toBe("true");
  });
});
