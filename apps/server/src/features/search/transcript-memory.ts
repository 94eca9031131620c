import type { Database } from "../../db/database";
import { queryTermsOf } from "./chinese-terms";
import type { ChangeSignal } from "./memory-search-index";
import {
  passagesOnSale,
  requiredCoverage,
  type StoredPassage,
  searchTranscripts,
  type TranscriptHit,
  type TranscriptQuery,
  transcriptHitOf,
} from "./transcript-search.repo";

/** The passages and, per term, the passages holding it (ascending). */
interface Loaded {
  readonly passages: readonly StoredPassage[];
  readonly postings: ReadonlyMap<string, readonly number[]>;
}

const load = (passages: StoredPassage[]): Loaded => {
  const postings = new Map<string, number[]>();
  passages.forEach((passage, i) => {
    for (const term of passage.terms) {
      const list = postings.get(term);
      if (list) list.push(i);
      else postings.set(term, [i]);
    }
  });
  return { passages, postings };
};

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

  #answer(query: TranscriptQuery, { passages, postings }: Loaded): { hits: TranscriptHit[]; total: number } {
    const { terms, needles, phrase } = queryTermsOf(query.text);
    if (phrase === "" || terms.every((t) => t.startsWith("u:"))) return { hits: [], total: 0 };
    const required = requiredCoverage(terms.length);
    const scope = query.courseCategoryScope === null ? null : new Set(query.courseCategoryScope);
    // how many of the query's (distinct) terms each passage holds
    const covered = new Map<number, number>();
    for (const term of new Set(terms))
      for (const i of postings.get(term) ?? []) covered.set(i, (covered.get(i) ?? 0) + 1);
    const kept: { passage: StoredPassage; score: number }[] = [];
    for (const [i, count] of covered) {
      const passage = passages[i]!;
      if (count < required || (scope !== null && !scope.has(passage.categoryId))) continue;
      kept.push({ passage, score: (passage.text.toLowerCase().includes(phrase) ? 100 : 0) + count });
    }
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
