import { searchTermsOf } from "./chinese-terms";
import { documentKey, type StoredDocument } from "./search-documents.repo";
import { clearBit, grown, SlotBitsets, setBit, wordsFor } from "./slot-bitsets";

/** One document in the in-memory index; a replaced or removed one stays as a dead slot until the next compaction. */
export interface Slot {
  readonly doc: StoredDocument;
  /** publishedAt in milliseconds. */
  readonly at: number;
  alive: boolean;
  /** Its title and body as a search's needles match them (highlight.ts), worked out at its first hit and kept. */
  matchable?: { readonly title: string | null; readonly body: string | null } | undefined;
}

/** The search's order (published_at DESC, ref_id DESC, kind DESC): negative when `a` comes first. */
export const newerFirst = (a: Slot, b: Slot): number =>
  b.at - a.at || b.doc.refId - a.doc.refId || (a.doc.kind < b.doc.kind ? 1 : a.doc.kind > b.doc.kind ? -1 : 0);

export const slotOf = (doc: StoredDocument): Slot => ({
  doc,
  at: doc.publishedAt.getTime(),
  alive: true,
  matchable: undefined,
});

/**
 * Documents and their terms (the same terms as `search_documents.terms`: searchTermsOf) as posting lists of slot
 * numbers, ascending. Slots are added oldest first, so while `ordered` holds a bitset of matches read from its
 * highest slot down is the search's order and a page needs no sort.
 */
export class DocumentPostings {
  readonly slots: Slot[] = [];
  readonly byKey = new Map<string, number>();
  readonly postings = new Map<string, number[]>();
  /** Every slot is older than the next (false after a document older than the newest was added). */
  ordered = true;
  dead = 0;
  /** Which slots are alive (a bitset): a search's matches leave the dead out with one AND per word. */
  #alive: Uint32Array = new Uint32Array(0);
  readonly #bitsets = new SlotBitsets(this.postings);

  /** Adds (or replaces) a document: callers add a batch oldest first. */
  add(doc: StoredDocument): void {
    this.remove(documentKey(doc.kind, doc.refId));
    const slot = slotOf(doc);
    const number = this.slots.length;
    const last = this.slots[number - 1];
    if (last && newerFirst(slot, last) > 0) this.ordered = false;
    this.slots.push(slot);
    this.#alive = grown(this.#alive, wordsFor(this.slots.length));
    setBit(this.#alive, number);
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
    clearBit(this.#alive, number);
    this.byKey.delete(key);
    this.dead += 1;
  }

  /** Whether enough slots are dead or out of order that a rebuild pays. */
  get worthCompacting(): boolean {
    return !this.ordered || this.dead > Math.max(64, this.slots.length / 4);
  }

  /** Slots holding every term of one of `variants`, alive, as a bitset over the slots (slot-bitsets.ts). */
  matchBits(variants: readonly (readonly string[])[]): Uint32Array {
    return this.#bitsets.matching(variants, this.slots.length, this.dead > 0 ? this.#alive : null);
  }
}
