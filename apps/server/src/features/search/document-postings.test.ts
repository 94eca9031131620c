import { describe, expect, it } from "vitest";
import { intersect, MatchWalk } from "./document-postings";

/** A deterministic pseudo-random ascending list of distinct numbers below `range`. */
const list = (seed: number, size: number, range: number): number[] => {
  const picked = new Set<number>();
  let x = seed;
  // xorshift: every value below 2^32 but 0 comes round, so the list fills
  while (picked.size < Math.min(size, range)) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    picked.add((x >>> 0) % range);
  }
  return [...picked].sort((a, b) => a - b);
};

describe("posting lists", () => {
  it("walks the union of intersections newest slot first, as intersecting whole lists and sorting does", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const range = 50 + seed * 97;
      const terms = ["a", "b", "c", "d", "e"];
      const postings = new Map(terms.map((term, i) => [term, list(seed * 7 + i, 5 + ((seed * (i + 3)) % 400), range)]));
      const variants = [["a", "b"], ["c"], ["d", "e", "a"], ["a", "missing"]].slice(0, 1 + (seed % 4));
      const expected = [
        ...new Set(
          variants.flatMap((terms) => {
            const lists = terms.map((t) => postings.get(t));
            if (lists.some((l) => l === undefined)) return [];
            return (lists as number[][]).reduce((a, b) => intersect(a, b));
          }),
        ),
      ].sort((a, b) => b - a);
      const walk = new MatchWalk(postings, variants);
      const walked: number[] = [];
      for (let n = walk.next(); n >= 0; n = walk.next()) walked.push(n);
      expect(walked, `seed ${seed}`).toEqual(expected);
    }
  });

  it("intersects by merging or by binary search alike", () => {
    const long = list(3, 3_000, 10_000);
    const short = list(5, 40, 10_000);
    const bySearch = intersect(short, long);
    expect(bySearch).toEqual(short.filter((n) => long.includes(n)));
    expect(intersect(list(5, 400, 10_000), long)).toEqual(list(5, 400, 10_000).filter((n) => long.includes(n)));
  });
});
