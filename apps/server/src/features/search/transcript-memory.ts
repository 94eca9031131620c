import type { Database } from "../../db/database";
import { queryTermsOf } from "./chinese-terms";
import type { ChangeSignal } from "./memory-search-index";
import { seek } from "./slot-bitsets";
import {
  passagesOnSale,
  requiredCoverage,
  type StoredPassage,
  searchTranscripts,
  type TranscriptHit,
  type TranscriptQuery,
  transcriptHitOf,
} from "./transcript-search.repo";

/** The passages, their text lower-cased (the phrase test), and per term the passages holding it (ascending). */
interface Loaded {
  readonly passages: readonly StoredPassage[];
  readonly lowerTexts: readonly string[];
  readonly postings: ReadonlyMap<string, readonly number[]>;
  /** Scratch counts, one per passage, zero between searches (a query of four or more terms counts its coverage). */
  readonly counts: Uint16Array;
}

const NONE: readonly number[] = [];

const load = (passages: StoredPassage[]): Loaded => {
  const postings = new Map<string, number[]>();
  passages.forEach((passage, i) => {
    for (const term of passage.terms) {
      const list = postings.get(term);
      if (!list) postings.set(term, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    }
  });
  return {
    passages,
    lowerTexts: passages.map((p) => p.text.toLowerCase()),
    postings,
    counts: new Uint16Array(passages.length),
  };
};

/** Calls `found(i, count)` for every passage holding at least `required` of the lists' terms. */
function eachCovered(
  lists: readonly (readonly number[])[],
  required: number,
  counts: Uint16Array,
  found: (i: number, count: number) => void,
): void {
  if (required === lists.length) {
    // every term: walk the shortest list and look each passage up in the others, which only move forward
    const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length);
    const at = others.map(() => 0);
    walk: for (const i of shortest!) {
      for (let k = 0; k < others.length; k++) {
        const list = others[k]!;
        at[k] = seek(list, i, at[k]!);
        if (at[k]! >= list.length) return;
        if (list[at[k]!] !== i) continue walk;
      }
      found(i, lists.length);
    }
    return;
  }
  const touched: number[] = [];
  for (const list of lists)
    for (const i of list) {
      if (counts[i] === 0) touched.push(i);
      counts[i]!++;
    }
  for (const i of touched) {
    if (counts[i]! >= required) found(i, counts[i]!);
    counts[i] = 0;
  }
}

/**
 * Lecture transcript passages held in memory, answering as `searchTranscripts`' statement does (the same coverage
 * rule, score and order), so a search nobody asked before reads no transcript from the database. The passages of
 * courses on sale are read at the first search and again after every change signal (a catalogue or lecture write
 * clears the response cache); transcripts do not grow with the catalogue's copies, so the read stays small.
 */
export class TranscriptMemory {
  #loaded: Loaded | null = null;
  #generation = Number.NaN;
  #loading: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly changes: ChangeSignal,
  ) {}

  async search(query: TranscriptQuery): Promise<{ hits: TranscriptHit[]; total: number }> {
    if (this.changes.listening === false) return searchTranscripts(this.db, query);
    while (this.#generation !== this.changes.generation) {
      this.#loading ??= this.#load().finally(() => {
        this.#loading = null;
      });
      await this.#loading;
    }
    return this.#answer(query, this.#loaded!);
  }

  async #load(): Promise<void> {
    const generation = this.changes.generation;
    this.#loaded = load(await passagesOnSale(this.db));
    this.#generation = generation;
  }

  #answer(
    query: TranscriptQuery,
    { passages, lowerTexts, postings, counts }: Loaded,
  ): { hits: TranscriptHit[]; total: number } {
    const { terms, needles, phrase } = queryTermsOf(query.text);
    if (phrase === "" || terms.every((t) => t.startsWith("u:"))) return { hits: [], total: 0 };
    const required = requiredCoverage(terms.length);
    const scope = query.courseCategoryScope === null ? null : new Set(query.courseCategoryScope);
    // how many of the query's (distinct) terms each passage holds
    const lists = terms.map((term) => postings.get(term) ?? NONE);
    const kept: { passage: StoredPassage; score: number }[] = [];
    eachCovered(lists, required, counts, (i, count) => {
      const passage = passages[i]!;
      if (scope !== null && !scope.has(passage.categoryId)) return;
      kept.push({ passage, score: (lowerTexts[i]!.includes(phrase) ? 100 : 0) + count });
    });
    kept.sort(
      (a, b) =>
        b.score - a.score ||
        a.passage.courseId - b.passage.courseId ||
        a.passage.fileId - b.passage.fileId ||
        a.passage.seconds - b.passage.seconds,
    );
    return {
      total: kept.length,
      hits: kept
        .slice(query.offset, query.offset + Math.max(0, query.limit))
        .map(({ passage, score }) => transcriptHitOf(passage, score, needles)),
    };
  }
}
