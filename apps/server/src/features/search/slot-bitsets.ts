/**
 * Sets of slot numbers as bitsets: bit `n & 31` of word `n >>> 5`. A search's matches — a union of conjunctions of
 * posting lists — take a few word operations per 32 slots this way, and a page walks them from the highest slot
 * (the newest document) down. Walking sorted lists instead cost a step per posting read, so a common pair of words
 * cost more the larger the catalogue (most of a distinct search at 100 times the catalogue).
 */

/** Words of a bitset over `slots` slots. */
export const wordsFor = (slots: number): number => (slots + 31) >>> 5;

/** The number of set bits of a 32-bit word. */
export function popcount(word: number): number {
  let w = word - ((word >>> 1) & 0x55555555);
  w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
  return Math.imul((w + (w >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export const hasBit = (bits: Uint32Array, n: number): boolean => ((bits[n >>> 5]! >>> (n & 31)) & 1) === 1;

export const setBit = (bits: Uint32Array, n: number): void => {
  bits[n >>> 5]! |= 1 << (n & 31);
};

export const clearBit = (bits: Uint32Array, n: number): void => {
  bits[n >>> 5]! &= ~(1 << (n & 31));
};

/** A copy of `bits` with room for at least `words` words (doubling, so appends cost little over time). */
export const grown = (bits: Uint32Array, words: number): Uint32Array => {
  if (bits.length >= words) return bits;
  const larger = new Uint32Array(Math.max(words, bits.length * 2, 4));
  larger.set(bits);
  return larger;
};

/** Calls `visit` with each set bit's number, highest first, while it returns true. */
export function eachSetBitDescending(bits: Uint32Array, visit: (n: number) => boolean): void {
  for (let w = bits.length - 1; w >= 0; w--) {
    let word = bits[w]!;
    while (word !== 0) {
      const bit = 31 - Math.clz32(word);
      if (!visit((w << 5) | bit)) return;
      word &= ~(1 << bit);
    }
  }
}

/** The first index at or after `from` whose value is ≥ `value` (galloping, then binary search). */
export function seek(list: readonly number[], value: number, from: number): number {
  let step = 1;
  let low = from;
  let high = from;
  while (high < list.length && list[high]! < value) {
    low = high + 1;
    high += step;
    step *= 2;
  }
  high = Math.min(high, list.length);
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

type Posting = { readonly term: string; readonly list: readonly number[] };

/** At most this many terms keep a bitset (about 2.7 KB each at 22,000 documents); the oldest goes first. */
const MAX_KEPT_BITSETS = 4_096;

/**
 * The matches of posting lists (ascending slot numbers, appended to only) as bitsets. A term whose list has at least
 * one posting per word of the bitset (a common term) keeps its bitset, built at its first use and brought up to
 * date from the list's new postings after that; a conjunction of such terms is a word-by-word AND. A conjunction
 * whose shortest list is sparser walks that list and tests each slot in the others.
 */
export class SlotBitsets {
  readonly #kept = new Map<string, { bits: Uint32Array; covered: number }>();

  constructor(private readonly postings: ReadonlyMap<string, readonly number[]>) {}

  /**
   * Slots holding every term of one of `variants`, and alive (when `alive` is given), as a bitset of
   * `wordsFor(slotCount)` words.
   */
  matching(variants: readonly (readonly string[])[], slotCount: number, alive: Uint32Array | null = null): Uint32Array {
    const words = wordsFor(slotCount);
    const out = new Uint32Array(words);
    for (const terms of variants) {
      const lists: Posting[] = [];
      for (const term of terms) {
        const list = this.postings.get(term);
        if (list === undefined) break;
        lists.push({ term, list });
      }
      if (lists.length !== terms.length || lists.length === 0) continue;
      lists.sort((a, b) => a.list.length - b.list.length);
      if (lists[0]!.list.length >= words) this.#andInto(out, lists, words);
      else this.#probeInto(out, lists, words);
    }
    if (alive !== null) for (let w = 0; w < words; w++) out[w]! &= alive[w] ?? 0;
    return out;
  }

  /** Every list is dense: OR the word-by-word AND of their bitsets into `out`. */
  #andInto(out: Uint32Array, lists: readonly Posting[], words: number): void {
    const sets = lists.map((posting) => this.#bitsOf(posting, words));
    const first = sets[0]!;
    for (let w = 0; w < words; w++) {
      let word = first[w]!;
      for (let k = 1; k < sets.length && word !== 0; k++) word &= sets[k]![w]!;
      out[w]! |= word;
    }
  }

  /** The shortest list is sparse: each of its slots is looked up in the others (a bitset test or a forward seek). */
  #probeInto(out: Uint32Array, lists: readonly Posting[], words: number): void {
    const shortest = lists[0]!.list;
    const others = lists.slice(1);
    const sets = others.map((posting) => (posting.list.length >= words ? this.#bitsOf(posting, words) : null));
    const at = others.map(() => 0);
    candidates: for (const n of shortest) {
      for (let k = 0; k < others.length; k++) {
        const set = sets[k];
        if (set) {
          if (!hasBit(set, n)) continue candidates;
          continue;
        }
        const list = others[k]!.list;
        at[k] = seek(list, n, at[k]!);
        if (at[k]! >= list.length) return;
        if (list[at[k]!] !== n) continue candidates;
      }
      setBit(out, n);
    }
  }

  /** The kept bitset of `term` (its list `list`), built or brought up to date, at least `words` long. */
  #bitsOf({ term, list }: Posting, words: number): Uint32Array {
    let kept = this.#kept.get(term);
    if (kept === undefined) {
      if (this.#kept.size >= MAX_KEPT_BITSETS) this.#kept.delete(this.#kept.keys().next().value!);
      kept = { bits: new Uint32Array(words), covered: 0 };
      this.#kept.set(term, kept);
    }
    if (kept.bits.length < words) kept.bits = grown(kept.bits, words);
    for (let i = kept.covered; i < list.length; i++) setBit(kept.bits, list[i]!);
    kept.covered = list.length;
    return kept.bits;
  }
}
