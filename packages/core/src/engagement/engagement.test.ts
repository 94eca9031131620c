import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { decodeWith } from "../shared/decode";
import {
  COLLECT_CATEGORIES,
  collectCategoryOf,
  FOOTPRINT_KINDS,
  isCollectCategory,
  isFootprintKind,
} from "./collect.rules";
import { CollectItem } from "./collect.schema";
import { Feedback } from "./feedback.schema";
import { RATING, RATING_LABELS, ratingLabel, ratingLevel } from "./rating.rules";
import { TrackingEvent } from "./tracking.schema";

const decodeCollectItem = decodeWith(CollectItem);
const decodeFeedback = decodeWith(Feedback);
const decodeTrackingEvent = decodeWith(TrackingEvent);

describe("collect, feedback and tracking payloads (spec §3)", () => {
  it("decodes a collect item", () => {
    expect(decodeCollectItem({ id: "5", productType: 1, category: "2" })).toEqual(
      Either.right({ id: 5, productType: 1, category: 2 }),
    );
    expect(Either.isLeft(decodeCollectItem({ id: 5, productType: 1 }))).toBe(true);
    expect(Either.isLeft(decodeCollectItem({ id: "99999999999", productType: 1, category: 2 }))).toBe(true);
  });
  it("decodes feedback with a star between 1 and 5", () => {
    const body = { star: "4", productType: 1, productId: 3, userId: 9, content: "讲得清楚" };
    expect(decodeFeedback(body)).toEqual(Either.right({ ...body, star: 4 }));
    expect(Either.isLeft(decodeFeedback({ ...body, star: 0 }))).toBe(true);
    expect(Either.isLeft(decodeFeedback({ ...body, star: 6 }))).toBe(true);
    expect(Either.isLeft(decodeFeedback({ ...body, star: 2.5 }))).toBe(true);
    expect(Either.isLeft(decodeFeedback({ ...body, productId: 2_147_483_648 }))).toBe(true);
  });
  it("decodes a tracking event and rejects an empty name", () => {
    expect(decodeTrackingEvent({ eventName: "home_view", jsonParam: "{}" })).toEqual(
      Either.right({ eventName: "home_view", jsonParam: "{}" }),
    );
    expect(Either.isLeft(decodeTrackingEvent({ eventName: "" }))).toBe(true);
    expect(Either.isLeft(decodeTrackingEvent({ eventName: "  " }))).toBe(true);
    expect(decodeTrackingEvent({ eventName: " home_view " })).toEqual(Either.right({ eventName: "home_view" }));
  });
});

describe("rating (spec §2, §9)", () => {
  it("has the spec's thresholds and five labels", () => {
    expect(RATING).toEqual({ max: 5, lowThreshold: 2, highThreshold: 4 });
    expect(RATING_LABELS).toEqual(["极差", "失望", "一般", "满意", "惊喜"]);
  });
  it.each([
    [1, "极差"],
    [2, "失望"],
    [3, "一般"],
    [4, "满意"],
    [5, "惊喜"],
    [2.5, "一般"],
    [0, ""],
    [7, "惊喜"],
  ])("%d stars read %j", (stars, label) => {
    expect(ratingLabel(stars)).toBe(label);
  });
  it("bands values by the thresholds", () => {
    expect(ratingLevel(1)).toBe("low");
    expect(ratingLevel(2)).toBe("low");
    expect(ratingLevel(3)).toBe("medium");
    expect(ratingLevel(4)).toBe("high");
    expect(ratingLevel(5)).toBe("high");
  });
});

describe("the category a favourites list asks for (spec §7 GET /api/collect/user sends no category)", () => {
  it("takes an explicit category, then type, then dataType, and the courses otherwise", () => {
    expect(collectCategoryOf({ category: 3, type: 2, dataType: 4 })).toBe(3);
    expect(collectCategoryOf({ type: 2, dataType: 4 })).toBe(2);
    expect(collectCategoryOf({ dataType: 4 })).toBe(4);
    expect(collectCategoryOf({})).toBe(COLLECT_CATEGORIES.course);
  });
  it("passes over values that name no category (a product type in dataType, say)", () => {
    expect(collectCategoryOf({ category: 9, type: 0, dataType: 2 })).toBe(2);
    expect(collectCategoryOf({ type: 15, dataType: 7 })).toBe(COLLECT_CATEGORIES.course);
  });
});

describe("collect categories and footprint kinds", () => {
  it("knows the four collect categories and the three footprint kinds", () => {
    expect([1, 2, 3, 4].every(isCollectCategory)).toBe(true);
    expect([0, 5, -1].some(isCollectCategory)).toBe(false);
    expect([1, 2, 3].every(isFootprintKind)).toBe(true);
    expect([0, 4].some(isFootprintKind)).toBe(false);
    expect(COLLECT_CATEGORIES.kedan).toBe(4);
    expect(FOOTPRINT_KINDS.case).toBe(3);
  });
});
