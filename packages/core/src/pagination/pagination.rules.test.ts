import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  ellipsisTarget,
  normalizePagerCount,
  PAGE_SIZES,
  pageCountOf,
  pagerItems,
} from "./pagination.rules";

describe("page sizes (spec §9)", () => {
  it("offers 10, 20, 30, 40, 50, 100 with 10 by default", () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 40, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });
  it("counts pages, at least one", () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(-5, 0)).toBe(1);
  });
});

describe("normalizePagerCount (spec §5: odd, 5–21, default 7)", () => {
  it.each([
    [5, 5],
    [7, 7],
    [21, 21],
    [4, 7],
    [6, 7],
    [22, 7],
    [23, 7],
    [3, 7],
    [7.5, 7],
    [null, 7],
    [undefined, 7],
  ])("%j → %i", (input, output) => {
    expect(normalizePagerCount(input)).toBe(output);
  });
});

describe("clampPage (spec §5)", () => {
  it("clamps page 0 and beyond the last page", () => {
    expect(clampPage(0, 10)).toBe(1);
    expect(clampPage(-3, 10)).toBe(1);
    expect(clampPage(11, 10)).toBe(10);
    expect(clampPage(10, 10)).toBe(10);
    expect(clampPage(1, 10)).toBe(1);
    expect(clampPage(3.7, 10)).toBe(3);
  });
  it("treats an empty or unreadable page count as one page, and an unreadable page as 1", () => {
    expect(clampPage(5, 0)).toBe(1);
    expect(clampPage(5, Number.NaN)).toBe(1);
    expect(clampPage(Number.NaN, 10)).toBe(1);
    expect(clampPage(Number.POSITIVE_INFINITY, 10)).toBe(10);
  });
  it("always lands between 1 and the page count (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 500 }), (page, count) => {
        const clamped = clampPage(page, count);
        expect(clamped).toBeGreaterThanOrEqual(1);
        expect(clamped).toBeLessThanOrEqual(count);
        if (page >= 1 && page <= count) expect(clamped).toBe(page);
      }),
    );
  });
});

describe("pagerItems (Element UI pager layout)", () => {
  it.each([
    [5, 20, 5, [1, "prev-more", 4, 5, 6, "next-more", 20]],
    [1, 20, 7, [1, 2, 3, 4, 5, 6, "next-more", 20]],
    [4, 20, 7, [1, 2, 3, 4, 5, 6, "next-more", 20]],
    [5, 20, 7, [1, "prev-more", 3, 4, 5, 6, 7, "next-more", 20]],
    [16, 20, 7, [1, "prev-more", 14, 15, 16, 17, 18, "next-more", 20]],
    [17, 20, 7, [1, "prev-more", 15, 16, 17, 18, 19, 20]],
    [20, 20, 7, [1, "prev-more", 15, 16, 17, 18, 19, 20]],
    [3, 7, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 1, 7, [1]],
    [1, 2, 7, [1, 2]],
    [0, 0, 7, [1]],
    [3, Number.NaN, 7, [1]],
  ] as const)("page %i of %i with %i buttons", (current, pageCount, pagerCount, items) => {
    expect(pagerItems(current, pageCount, pagerCount)).toEqual(items);
  });
  it("uses the default 7 buttons for an invalid pager count (4, 6, 22)", () => {
    for (const bad of [4, 6, 22]) {
      expect(pagerItems(10, 20, bad)).toEqual(pagerItems(10, 20, 7));
    }
  });
  it("clamps the current page (0 and beyond the last)", () => {
    expect(pagerItems(0, 20, 7)).toEqual(pagerItems(1, 20, 7));
    expect(pagerItems(99, 20, 7)).toEqual(pagerItems(20, 20, 7));
  });
  it("shows first, last and current, in order, at most pagerCount + 2 items (property)", () => {
    const oddCount = fc.integer({ min: 2, max: 10 }).map((n) => 2 * n + 1);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: -5, max: 320 }),
        oddCount,
        (pages, cur, count) => {
          const items = pagerItems(cur, pages, count);
          const numbers = items.filter((item): item is number => typeof item === "number");
          const current = clampPage(cur, pages);
          expect(numbers[0]).toBe(1);
          expect(numbers.at(-1)).toBe(pages);
          expect(numbers).toContain(current);
          for (let i = 1; i < numbers.length; i++) expect(numbers[i]).toBeGreaterThan(numbers[i - 1] ?? 0);
          expect(numbers.length).toBe(Math.min(pages, count));
          expect(items.length).toBeLessThanOrEqual(count + 2);
          // an ellipsis stands exactly where pages are skipped
          for (let i = 1; i < items.length; i++) {
            const before = items[i - 1];
            const item = items[i];
            if (typeof before === "number" && typeof item === "number") expect(item).toBe(before + 1);
          }
        },
      ),
    );
  });
});

describe("ellipsisTarget", () => {
  it("moves by pagerCount − 2 pages, clamped", () => {
    expect(ellipsisTarget("next-more", 5, 20, 7)).toBe(10);
    expect(ellipsisTarget("prev-more", 10, 20, 7)).toBe(5);
    expect(ellipsisTarget("prev-more", 3, 20, 7)).toBe(1);
    expect(ellipsisTarget("next-more", 18, 20, 7)).toBe(20);
  });
});
