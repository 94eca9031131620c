import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { eachSetBitDescending, popcount, SlotBitsets, wordsFor } from "./slot-bitsets";

const TERMS = ["a", "b", "c", "d", "e"];

/** Slot numbers set in a bitset, highest first. */
const members = (bits: Uint32Array): number[] => {
  const out: number[] = [];
  eachSetBitDescending(bits, (n) => {
    out.push(n);
    return true;
  });
  return out;
};

/** The union of the variants' intersections, alive only, highest first: what `matching` must answer. */
const expected = (
  postings: ReadonlyMap<string, readonly number[]>,
  variants: readonly (readonly string[])[],
  slotCount: number,
  alive: (n: number) => boolean,
): number[] => {
  const found = new Set<number>();
  for (const terms of variants) {
    if (terms.length === 0 || terms.some((t) => !postings.has(t))) continue;
    for (let n = 0; n < slotCount; n++) if (terms.every((t) => postings.get(t)!.includes(n)) && alive(n)) found.add(n);
  }
  return [...found].sort((a, b) => b - a);
};

/** Posting lists over `slotCount` slots: each term holds a slot with its own probability (sparse to dense). */
const postingsArb = fc.integer({ min: 1, max: 700 }).chain((slotCount) =>
  fc.record({
    slotCount: fc.constant(slotCount),
    density: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: TERMS.length, maxLength: TERMS.length }),
    seed: fc.integer(),
    variants: fc.array(fc.uniqueArray(fc.constantFrom(...TERMS, "missing"), { minLength: 1, maxLength: 4 }), {
      minLength: 1,
      maxLength: 4,
    }),
    dead: fc.array(fc.nat(slotCount - 1), { maxLength: 20 }),
  }),
);

/** A deterministic pseudo-random source (xorshift) from a seed. */
const random = (seed: number) => {
  let x = seed | 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
};

const listsOf = (slotCount: number, density: readonly number[], seed: number): Map<string, number[]> => {
  const next = random(seed);
  const postings = new Map<string, number[]>();
  TERMS.forEach((term, i) => {
    const list: number[] = [];
    // the squared density gives many sparse lists (the probe) beside dense ones (the word-by-word AND)
    for (let n = 0; n < slotCount; n++) if (next() < density[i]! ** 2) list.push(n);
    if (list.length > 0) postings.set(term, list);
  });
  return postings;
};

describe("slot bitsets", () => {
  it("count a word's bits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (word) => {
        expect(popcount(word)).toBe(word.toString(2).replaceAll("0", "").length);
      }),
    );
  });

  it("match the union of the variants' intersections, alive slots only, read highest first", () => {
    fc.assert(
      fc.property(postingsArb, ({ slotCount, density, seed, variants, dead }) => {
        const postings = listsOf(slotCount, density, seed);
        const bitsets = new SlotBitsets(postings);
        const alive = new Uint32Array(wordsFor(slotCount));
        for (let n = 0; n < slotCount; n++) alive[n >>> 5]! |= 1 << (n & 31);
        for (const n of dead) alive[n >>> 5]! &= ~(1 << (n & 31));
        const isAlive = (n: number) => !dead.includes(n);
        expect(members(bitsets.matching(variants, slotCount, alive))).toEqual(
          expected(postings, variants, slotCount, isAlive),
        );
        expect(members(bitsets.matching(variants, slotCount))).toEqual(
          expected(postings, variants, slotCount, () => true),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("keep a common term's bitset current as slots are appended to its list", () => {
    fc.assert(
      fc.property(postingsArb, fc.integer({ min: 1, max: 400 }), ({ slotCount, density, seed, variants }, more) => {
        const postings = listsOf(slotCount, density, seed);
        const bitsets = new SlotBitsets(postings);
        bitsets.matching(variants, slotCount);
        // new documents take the next slots; every term's list grows at its end (the bitsets kept must grow too)
        const next = random(seed + 1);
        for (let n = slotCount; n < slotCount + more; n++)
          for (const term of TERMS) {
            if (next() >= 0.5) continue;
            const list = postings.get(term);
            if (list) list.push(n);
            else postings.set(term, [n]);
          }
        expect(members(bitsets.matching(variants, slotCount + more))).toEqual(
          expected(postings, variants, slotCount + more, () => true),
        );
      }),
      { numRuns: 200 },
    );
  });
});
