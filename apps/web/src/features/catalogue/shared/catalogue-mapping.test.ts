import { describe, expect, it } from "vitest";
import { liveDetailPath } from "../../../components/live/live-links";
import { carouselSlides, MAX_SLIDES } from "../home/home-carousel";
import { articleDetailPath, courseDetailPath, isCaseArticle } from "./catalogue-links";
import { DEFAULT_REGION, readRegionChoice, regionalColumnRequest, saveRegionChoice } from "./region-preference";

describe("catalogue links", () => {
  it("opens courses, lives, policies and cases at their detail routes", () => {
    expect(courseDetailPath(1001)).toBe("/course/details?id=1001");
    expect(liveDetailPath(7001)).toBe("/liveDetail?id=7001");
    expect(articleDetailPath({ id: 2001, type: 2 })).toBe("/policy/details?id=2001");
    expect(articleDetailPath({ id: 3041, type: 27 })).toBe("/casebook/details?id=3041&type=27");
    expect([25, 26, 27, 1, 3].map(isCaseArticle)).toEqual([true, true, true, false, false]);
  });
});

describe("home banner slides", () => {
  it("are the covers of the given courses, named by title, without cover-less ones, at most five", () => {
    const courses = Array.from({ length: 8 }, (_, i) => ({
      id: 1100 + i,
      productName: `系列课${i}`,
      image: i === 1 ? "" : `/media/courses/${1100 + i}.jpg`,
    }));
    const slides = carouselSlides(courses as never);
    expect(slides).toHaveLength(MAX_SLIDES);
    expect(slides[0]).toEqual({ id: "1100", image: "/media/courses/1100.jpg", alt: "系列课0" });
    expect(slides.map((s) => s.id)).not.toContain("1101");
    expect(carouselSlides([])).toEqual([]);
  });
});

describe("region preference", () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
  };

  it("defaults to Guangdong, remembers a choice, and ignores garbage", () => {
    const storage = memory();
    expect(readRegionChoice(storage)).toEqual(DEFAULT_REGION);
    saveRegionChoice(storage, { provinceId: 33000, cityId: 33001 });
    expect(readRegionChoice(storage)).toEqual({ provinceId: 33000, cityId: 33001 });
    storage.setItem("catalogueRegion", "{not json");
    expect(readRegionChoice(storage)).toEqual(DEFAULT_REGION);
    storage.setItem("catalogueRegion", JSON.stringify({ provinceId: "x", cityId: 1 }));
    expect(readRegionChoice(storage)).toEqual(DEFAULT_REGION);
    storage.setItem("catalogueRegion", JSON.stringify({ provinceId: 11000, cityId: -1 }));
    expect(readRegionChoice(storage)).toEqual({ provinceId: 11000, cityId: null });
  });

  it("asks for the city when one is chosen, else the province", () => {
    expect(regionalColumnRequest({ provinceId: 44000, cityId: null })).toEqual({ provinceId: 44000 });
    expect(regionalColumnRequest({ provinceId: 44000, cityId: 44001 })).toEqual({ provinceId: 44000, cityId: 44001 });
  });
});
