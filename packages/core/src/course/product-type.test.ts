import { describe, expect, it } from "vitest";
import { courseLabelBadge, showsPriceBadge } from "./course.rules";
import {
  COURSE_PRODUCT_TYPES,
  isCourseProductType,
  isSingleCourseProductType,
  PRODUCT_TYPES,
  SINGLE_COURSE_PRODUCT_TYPES,
} from "./product-type";

describe("product types (spec §3)", () => {
  it("are 1 recorded, 2 micro, 15 series and 99 for a VIP order", () => {
    expect(PRODUCT_TYPES).toEqual({ recorded: 1, micro: 2, series: 15, vip: 99 });
    expect(COURSE_PRODUCT_TYPES).toEqual([1, 2, 15]);
    expect(SINGLE_COURSE_PRODUCT_TYPES).toEqual([1, 2]);
  });

  it("tells a course's kind from any other number", () => {
    expect([0, 1, 2, 3, 15, 99, null, undefined].filter(isCourseProductType)).toEqual([1, 2, 15]);
    expect([0, 1, 2, 15, 99, null].filter(isSingleCourseProductType)).toEqual([1, 2]);
  });

  it("drive the badges by name", () => {
    expect(courseLabelBadge({ productType: PRODUCT_TYPES.series })).toBe("one");
    expect(courseLabelBadge({ productType: PRODUCT_TYPES.micro, teachingMethod: 1 })).toBe("two");
    expect(courseLabelBadge({ productType: PRODUCT_TYPES.vip, teachingMethod: 1 })).toBeNull();
    expect(showsPriceBadge({ productType: PRODUCT_TYPES.recorded, price: 10 })).toBe(true);
    expect(showsPriceBadge({ productType: PRODUCT_TYPES.series, price: 10 })).toBe(false);
  });
});
