import { searchTermsOf } from "./chinese-terms";
import { documentKey, type StoredDocument } from "./search-documents.repo";

/** One document in the in-memory index; a replaced or removed one stays as a dead slot until the next compaction. */
export interface Slot {
  readonly doc: StoredDocument;
  /** publishedAt in milliseconds. */
  readonly at: number;
  alive: boolean;
}

/** The search's order (published_at DESC, ref_id DESC, kind DESC): negative when `a` comes first. */
export const newerFirst = (a: Slot, b: Slot): number =>
  b.at - a.at || b.doc.refId - a.doc.refId || (a.doc.kind < b.doc.kind ? 1 : a.doc.kind > b.doc.kind ? -1 : 0);

export const slotOf = (doc: StoredDocument): Slot => ({ doc, at: doc.publishedAt.getTime(), alive: true });

/**
 * Documents and their terms (the same terms as `search_documents.terms`: searchTermsOf) as posting lists of slot
 * numbers, ascending. Slots are added oldest first, so while `ordered` holds a posting list read backwards is the
 * search's order and a page needs no sort.
 */
export class DocumentPostings {
  readonly slots: Slot[] = [];
  readonly byKey = new Map<string, number>();
  readonly postings = new Map<string, number[]>();
  /** Every slot is older than the next (false after a document older than the newest was added). */
  ordered = true;
  dead = 0;

  /** Adds (or replaces) a document: callers add a batch oldest first. */
  add(doc: StoredDocument): void {
    this.remove(documentKey(doc.kind, doc.refId));
    const slot = slotOf(doc);
    const number = this.slots.length;
    const last = this.slots[number - 1];
    if (last && newerFirst(slot, last) > 0) this.ordered = false;
    this.slots.push(slot);
    this.byKey.set(documentKey(doc.kind, doc.refId), number);
    for (const term of searchTermsOf(doc.title, doc.body, doc.publishedAt)) {
      const list = this.postings.get(term);
      if (list) list.push(number);
      else this.postings.set(term, [number]);
    }
  }

  remove(key: string): void {
    const number = this.byKey.get(key);
    if (number === undefined) return;
    this.slots[number]!.alive = false;
    this.byKey.delete(key);
    this.dead += 1;
  }

  /** Whether enough slots are dead or out of order that a rebuild pays. */
  get worthCompacting(): boolean {
    return !this.ordered || this.dead > Math.max(64, this.slots.length / 4);
  }

  /** Slots holding every term of one of `variants`, ascending. */
  matching(variants: readonly (readonly string[])[]): number[] {
    const lists = variants.map((terms) => this.#holdingAll(terms)).filter((list) => list.length > 0);
    if (lists.length <= 1) return lists[0] ?? [];
    const merged = Int32Array.from(lists.flat()).sort();
    const out: number[] = [];
    for (let i = 0; i < merged.length; i++) if (i === 0 || merged[i] !== merged[i - 1]) out.push(merged[i]!);
    return out;
  }

  #holdingAll(terms: readonly string[]): number[] {
    const lists: number[][] = [];
    for (const term of terms) {
      const list = this.postings.get(term);
      if (!list) return [];
      lists.push(list);
    }
    lists.sort((a, b) => a.length - b.length);
    let result = lists[0] ?? [];
    for (let i = 1; i < lists.length && result.length > 0; i++) result = intersect(result, lists[i]!);
    return result;
  }
}

/** The common members of two ascending lists: a merge, or binary searches when one is much shorter. */
export function intersect(short: readonly number[], long: readonly number[]): number[] {
  const out: number[] = [];
  if (short.length * 16 < long.length) {
    let low = 0;
    for (const value of short) {
      let high = long.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (long[mid]! < value) low = mid + 1;
        else high = mid;
      }
      if (low < long.length && long[low] === value) out.push(value);
    }
    return out;
  }
  let j = 0;
  for (const value of short) {
    while (j < long.length && long[j]! < value) j++;
    if (j < long.length && long[j] === value) out.push(value);
  }
  return out;
}

/** The last index of `list` at or before `from` whose value is at most `target` (-1: none), galloping down. */
function atMost(list: readonly number[], from: number, target: number): number {
  if (from < 0 || list[from]! <= target) return from;
  let step = 1;
  let high = from;
  let low = from - step;
  while (low >= 0 && list[low]! > target) {
    high = low;
    step *= 2;
    low = from - step;
  }
  // list[high] > target; the answer is in [max(low, -1), high)
  let lo = Math.max(low, 0);
  let hi = high;
  if (list[lo]! > target) return -1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! <= target) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** The members common to ascending lists, largest first, one at a time (leapfrog: work bounded by what is read). */
class Descending {
  readonly #positions: number[];
  constructor(private readonly lists: readonly (readonly number[])[]) {
    this.#positions = lists.map((list) => list.length - 1);
  }

  /** The next common member, or -1 when there is none. */
  next(): number {
    const lists = this.lists;
    const positions = this.#positions;
    const k = lists.length;
    if (k === 0 || positions[0]! < 0) return -1;
    let target = lists[0]![positions[0]!]!;
    let agreed = 1;
    for (let i = 1 % k; agreed < k; i = (i + 1) % k) {
      const at = atMost(lists[i]!, positions[i]!, target);
      positions[i] = at;
      if (at < 0) return -1;
      const value = lists[i]![at]!;
      if (value === target) agreed += 1;
      else {
        target = value;
        agreed = 1;
      }
    }
    for (let i = 0; i < k; i++) positions[i]! -= 1;
    return target;
  }
}

/** Slots holding every term of one of the variants, newest slot first, one at a time (a union of leapfrogs). */
export class MatchWalk {
  readonly #walks: Descending[] = [];
  readonly #heads: number[] = [];

  constructor(postings: ReadonlyMap<string, readonly number[]>, variants: readonly (readonly string[])[]) {
    for (const terms of variants) {
      const lists = terms.map((term) => postings.get(term));
      if (lists.some((list) => list === undefined)) continue;
      const walk = new Descending((lists as number[][]).sort((a, b) => a.length - b.length));
      this.#walks.push(walk);
      this.#heads.push(walk.next());
    }
  }

  /** The next slot, or -1 when there is none. */
  next(): number {
    let best = -1;
    for (const head of this.#heads) if (head > best) best = head;
    if (best < 0) return -1;
    for (let i = 0; i < this.#heads.length; i++) if (this.#heads[i] === best) this.#heads[i] = this.#walks[i]!.next();
    return best;
  }
}
