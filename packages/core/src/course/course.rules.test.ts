import { Either, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { decodeWith } from "../shared/decode";
import {
  cardUpdateLabel,
  contentBadge,
  courseLabelBadge,
  lecturersView,
  normalizeCourseCard,
  parseLabels,
  showsPriceBadge,
} from "./course.rules";
import { CourseCard, Lecturer } from "./course.schema";

const decodeCourseCard = decodeWith(CourseCard);
const decodeCourseCards = decodeWith(Schema.Array(CourseCard));
const decodeLecturer = decodeWith(Lecturer);

describe("normalizeCourseCard (spec §3)", () => {
  it("prefers id, title, imageH and num", () => {
    const card = normalizeCourseCard({
      id: 1,
      productId: 2,
      title: "增值税实务",
      productName: "别名",
      imageH: "h.png",
      image: "i.png",
      num: 12,
      browse: 99,
      keyword: "增值税, 发票,,出口退税,个税",
      orgStatus: 2,
      courseUpdateTime: "2026-11-18 10:00:00",
      updateTime: "2026-11-01 10:00:00",
    });
    expect(card).toMatchObject({
      id: 1,
      title: "增值税实务",
      image: "h.png",
      learnerCount: 12,
      tags: ["增值税", "发票", "出口退税"],
      greyed: true,
      updateTime: "2026-11-18 10:00:00",
    });
  });
  it("falls back to productId, productName, image and browse", () => {
    const card = normalizeCourseCard({
      productId: 2,
      productName: "企业所得税",
      imageH: "",
      image: "i.png",
      browse: 99,
      orgStatus: 1,
      time: 1_700_000_000_000,
    });
    expect(card).toMatchObject({
      id: 2,
      title: "企业所得税",
      image: "i.png",
      learnerCount: 99,
      greyed: false,
      tags: [],
      updateTime: 1_700_000_000_000,
    });
  });
  it("fills empty defaults for a bare card", () => {
    expect(normalizeCourseCard({})).toEqual({
      id: null,
      title: "",
      image: "",
      learnerCount: 0,
      description: "",
      updateTime: null,
      updateMark: null,
      price: undefined,
      otPrice: undefined,
      productType: null,
      teachingMethod: null,
      tags: [],
      greyed: false,
      lecturers: [],
      label: null,
    });
    expect(normalizeCourseCard({ createTime: "2026-01-01", updateMark: 3, productInfo: "简介" })).toMatchObject({
      updateTime: "2026-01-01",
      updateMark: 3,
      description: "简介",
    });
  });
  it("decodes raw cards, numbers sent as text included", () => {
    const decoded = decodeCourseCard({ productId: "9", num: "15", price: "0.00", productType: "1", label: { a: 1 } });
    expect(decoded).toEqual(Either.right({ productId: "9", num: 15, price: "0.00", productType: 1, label: { a: 1 } }));
    expect(Either.isRight(decodeCourseCards([{ id: 1 }, { id: 2 }]))).toBe(true);
    expect(Either.isLeft(decodeCourseCard({ lecturers: "张老师" }))).toBe(true);
    expect(decodeLecturer({ nickname: "张老师", avatar: null })).toEqual(
      Either.right({ nickname: "张老师", avatar: null }),
    );
  });
});

describe("parseLabels (spec §5)", () => {
  it("keeps at most 3 non-empty labels", () => {
    expect(parseLabels("a,b,c,d")).toEqual(["a", "b", "c"]);
    expect(parseLabels("a，,b")).toEqual(["a", "b"]);
    expect(parseLabels("")).toEqual([]);
    expect(parseLabels(null)).toEqual([]);
  });
});

describe("contentBadge (spec §3)", () => {
  it("names and colours the four types; only 2 and 3 are visible", () => {
    expect(contentBadge(1)).toEqual({ text: "制作中", colour: "yellow", visible: false });
    expect(contentBadge(2)).toEqual({ text: "更新", colour: "green", visible: true });
    expect(contentBadge(3)).toEqual({ text: "上新", colour: "red", visible: true });
    expect(contentBadge(4)).toEqual({ text: "待更新", colour: "yellow", visible: false });
  });
  it("has no badge for other types", () => {
    expect(contentBadge(0)).toBeNull();
    expect(contentBadge(5)).toBeNull();
    expect(contentBadge(null)).toBeNull();
    expect(contentBadge(undefined)).toBeNull();
  });
});

describe("cardUpdateLabel (spec §3)", () => {
  it("reads 上新 for 3 and 更新 otherwise", () => {
    expect(cardUpdateLabel(3)).toBe("上新");
    expect(cardUpdateLabel(2)).toBe("更新");
    expect(cardUpdateLabel(null)).toBe("更新");
  });
});

describe("courseLabelBadge (spec §4)", () => {
  it.each([
    [15, undefined, "one"],
    [15, 1, "one"],
    [1, 1, "two"],
    [2, 1, "two"],
    [1, 2, "three"],
    [2, 3, "three"],
    [1, 4, null],
    [1, null, null],
    [3, 1, null],
    [null, 1, null],
  ] as const)("productType %j, teachingMethod %j → %j", (productType, teachingMethod, badge) => {
    expect(courseLabelBadge({ productType, teachingMethod })).toBe(badge);
  });
});

describe("showsPriceBadge (spec §3)", () => {
  it("is true for productType 1 or 2 with a non-zero price", () => {
    expect(showsPriceBadge({ productType: 1, price: 9.9 })).toBe(true);
    expect(showsPriceBadge({ productType: 2, price: "19.00" })).toBe(true);
    expect(showsPriceBadge({ productType: 1, price: 0 })).toBe(false);
    expect(showsPriceBadge({ productType: 2, price: "0.00" })).toBe(false);
    expect(showsPriceBadge({ productType: 1 })).toBe(false);
    expect(showsPriceBadge({ productType: 15, price: 10 })).toBe(false);
  });
});

describe("lecturersView (spec §9)", () => {
  const lecturer = (n: number) => ({ nickname: `老师${n}` });
  it("shows nothing, a detailed card, or at most 5", () => {
    expect(lecturersView([])).toEqual({ _tag: "none" });
    expect(lecturersView(null)).toEqual({ _tag: "none" });
    expect(lecturersView([lecturer(1)])).toEqual({ _tag: "detailed", lecturer: lecturer(1) });
    expect(lecturersView([1, 2].map(lecturer))).toEqual({ _tag: "list", lecturers: [1, 2].map(lecturer) });
    const seven = [1, 2, 3, 4, 5, 6, 7].map(lecturer);
    expect(lecturersView(seven)).toEqual({ _tag: "list", lecturers: seven.slice(0, 5) });
  });
});
