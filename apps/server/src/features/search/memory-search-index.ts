import type { Database } from "../../db/database";
import type { Logger } from "../../server-context";
import { RESULT_WINDOW, TIER_SCORE } from "./database-search-index.repo";
import { DocumentPostings, newerFirst, type Slot } from "./document-postings";
import { highlight, matchable, snippet } from "./highlight";
import { documentKey, documentsAfter, documentsByKeys, documentVersions } from "./search-documents.repo";
import type { SearchDocument, SearchHit, SearchIndex, SearchQuery } from "./search-index";
import { inTitle, type ParsedQuery, parseQuery } from "./search-query";
import { eachSetBitDescending, hasBit, popcount } from "./slot-bitsets";

/**
 * What tells the index that documents may have changed: the response cache, whose generation moves on every
 * invalidation — this process's catalogue writes, and (the shared cache on PostgreSQL) another process's. While a
 * shared cache is not `listening`, another process's write could go unnoticed, so searches read the database.
 */
export interface ChangeSignal {
  readonly generation: number;
  readonly listening?: boolean;
}

const BATCH = 1_000;
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Adds documents oldest first, letting other requests run every few hundred (tokenizing is the work). */
async function fill(postings: DocumentPostings, docs: readonly Slot["doc"][]): Promise<void> {
  for (let i = 0; i < docs.length; i++) {
    postings.add(docs[i]!);
    if (i % 500 === 499) await yieldToLoop();
  }
}

const oldestFirst = (docs: Slot["doc"][]) =>
  docs.sort(
    (a, b) =>
      -newerFirst(
        { doc: a, at: a.publishedAt.getTime(), alive: true },
        {
          doc: b,
          at: b.publishedAt.getTime(),
          alive: true,
        },
      ),
  );

/**
 * The search documents held in memory, so a search nobody asked before is answered without a database round trip
 * (the embedded database runs one statement at a time; a distinct search's statement was most of its time). Built
 * at start from `search_documents`; when the change signal moves (or this process wrote a document) the next search
 * first reads every row's version (`xmin`) and re-reads the rows that changed, so a write is searchable at the next
 * search here and — through the shared cache's notification — on every other process. It answers as the database
 * index does (same terms, matches, order, highlights, window and filters); a validity filter, which needs the
 * regulation register, goes to the database index, which also stays the one that writes.
 */
export class MemorySearchIndex implements SearchIndex {
  #postings = new DocumentPostings();
  #generation = Number.NaN;
  #dirty = true;
  #refreshing: Promise<void> | null = null;
  #mutations = 0;
  #compacting = false;

  private constructor(
    private readonly database: SearchIndex,
    private readonly db: Database,
    private readonly changes: ChangeSignal,
    private readonly log: Logger,
  ) {}

  /** Reads every document (in batches) before the server answers. */
  static async open(options: {
    database: SearchIndex;
    db: Database;
    changes: ChangeSignal;
    log: Logger;
  }): Promise<MemorySearchIndex> {
    const index = new MemorySearchIndex(options.database, options.db, options.changes, options.log);
    const generation = options.changes.generation;
    const docs: Slot["doc"][] = [];
    for (let after: { kind: string; refId: number } | null = null; ; ) {
      const batch = await documentsAfter(options.db, after, BATCH);
      docs.push(...batch);
      if (batch.length < BATCH) break;
      after = batch[batch.length - 1]!;
    }
    await fill(index.#postings, oldestFirst(docs));
    index.#generation = generation;
    index.#dirty = false;
    return index;
  }

  /** How many documents are held (dead slots not counted). */
  get size(): number {
    return this.#postings.byKey.size;
  }

  async upsert(documents: readonly SearchDocument[]): Promise<void> {
    this.#dirty = true;
    await this.database.upsert(documents);
    this.#dirty = true;
  }

  async remove(kind: SearchHit["kind"], refId: number): Promise<void> {
    this.#dirty = true;
    await this.database.remove(kind, refId);
    this.#dirty = true;
  }

  async search(query: SearchQuery): Promise<{ hits: SearchHit[]; total: number }> {
    if (query.validity || this.changes.listening === false) return this.database.search(query);
    while (this.#dirty || this.#generation !== this.changes.generation) {
      this.#refreshing ??= this.#refresh().finally(() => {
        this.#refreshing = null;
      });
      await this.#refreshing;
    }
    return this.#answer(query);
  }

  /** Re-reads the documents whose rows changed since the last look, and forgets those that are gone. */
  async #refresh(): Promise<void> {
    const generation = this.changes.generation;
    this.#dirty = false;
    const postings = this.#postings;
    const versions = await documentVersions(this.db);
    const present = new Set<string>();
    const changed: { kind: string; refId: number }[] = [];
    for (const row of versions) {
      const key = documentKey(row.kind, row.refId);
      present.add(key);
      const slot = postings.byKey.get(key);
      if (slot === undefined || postings.slots[slot]!.doc.version !== row.version) changed.push(row);
    }
    const fresh = await documentsByKeys(this.db, changed);
    const found = new Set(fresh.map((d) => documentKey(d.kind, d.refId)));
    for (const key of [...postings.byKey.keys()]) if (!present.has(key)) postings.remove(key);
    for (const { kind, refId } of changed)
      if (!found.has(documentKey(kind, refId))) postings.remove(documentKey(kind, refId));
    for (const doc of oldestFirst(fresh)) postings.add(doc);
    this.#generation = generation;
    this.#mutations += 1;
    if (postings.worthCompacting) this.#compactSoon();
  }

  /** Rebuilds the postings from the live documents, oldest first, beside the current ones, then swaps them in. */
  #compactSoon(): void {
    if (this.#compacting) return;
    this.#compacting = true;
    setImmediate(async () => {
      try {
        for (let attempt = 0; attempt < 3 && this.#postings.worthCompacting; attempt++) {
          const mutations = this.#mutations;
          const rebuilt = new DocumentPostings();
          await fill(rebuilt, oldestFirst(this.#postings.slots.filter((s) => s.alive).map((s) => s.doc)));
          // a refresh meanwhile changed the old postings: build again from them
          if (mutations === this.#mutations) this.#postings = rebuilt;
        }
      } catch (error) {
        this.log.error("search index compaction failed", { error: String(error) });
      } finally {
        this.#compacting = false;
      }
    });
  }

  #answer(query: SearchQuery): { hits: SearchHit[]; total: number } {
    const parsed = parseQuery(query.text);
    if (parsed.variants.length === 0) return { hits: [], total: 0 };
    const keep = filterOf(query);
    const offset = (query.page - 1) * query.pageSize;
    const depth = Math.min(offset + query.pageSize, RESULT_WINDOW);
    const { title, body, total } = this.#postings.ordered
      ? this.#newestInOrder(parsed.variants, keep, depth)
      : this.#newestBySorting(parsed.variants, keep);
    const ranked = [
      ...title.slice(0, depth).map((slot) => ({ slot, score: TIER_SCORE.title })),
      ...body.slice(0, Math.max(0, depth - title.length)).map((slot) => ({ slot, score: TIER_SCORE.body })),
    ];
    return {
      total: Math.min(total, RESULT_WINDOW),
      hits: ranked.slice(offset, offset + query.pageSize).map(({ slot, score }) => {
        // a document found again is not normalized again (its body may be pages long)
        slot.matchable ??= { title: matchable(slot.doc.title), body: matchable(slot.doc.body) };
        const lower = slot.matchable;
        return {
          kind: slot.doc.kind,
          refId: slot.doc.refId,
          score,
          titleHighlight: highlight(slot.doc.title, parsed.needles, lower.title),
          snippet: snippet(slot.doc.body, parsed.needles, 90, lower.body),
        };
      }),
    };
  }

  /**
   * While slots are in order: the matches as bitsets (slot-bitsets.ts), read from the newest slot down — the title
   * matches up to the page's depth, then every match until the count reaches the window and the body tier has what
   * the page needs. A common pair of words costs a few word operations per 32 documents.
   */
  #newestInOrder(variants: ParsedQuery["variants"], keep: (slot: Slot) => boolean, depth: number): Tiers {
    const postings = this.#postings;
    const slots = postings.slots;
    const titled = postings.matchBits(inTitle(variants));
    const title: Slot[] = [];
    eachSetBitDescending(titled, (n) => {
      const slot = slots[n]!;
      if (keep(slot)) title.push(slot);
      return title.length < depth;
    });
    // fewer title matches than the depth: the walk above read them all, so the body tier is the rest
    const needed = Math.max(0, depth - title.length);
    const body: Slot[] = [];
    let total = 0;
    const matched = postings.matchBits(variants);
    // without a filter every match counts (the dead are not in the bits): a word's matches are counted at once
    const everyMatchCounts = keep === KEEP_ALL;
    for (let w = matched.length - 1; w >= 0 && (total < RESULT_WINDOW || body.length < needed); w--) {
      let word = matched[w]!;
      if (word === 0) continue;
      if (everyMatchCounts && body.length >= needed) {
        total += popcount(word);
        continue;
      }
      while (word !== 0) {
        const bit = 31 - Math.clz32(word);
        word &= ~(1 << bit);
        const n = (w << 5) | bit;
        const slot = slots[n]!;
        if (!everyMatchCounts && !keep(slot)) continue;
        total += 1;
        if (body.length < needed && !hasBit(titled, n)) body.push(slot);
      }
    }
    return { title, body, total };
  }

  /** Out of order (a document older than the newest was added, until the next compaction): every match, sorted. */
  #newestBySorting(variants: ParsedQuery["variants"], keep: (slot: Slot) => boolean): Tiers {
    const postings = this.#postings;
    const titled = postings.matchBits(inTitle(variants));
    const title: Slot[] = [];
    const body: Slot[] = [];
    eachSetBitDescending(postings.matchBits(variants), (n) => {
      const slot = postings.slots[n]!;
      if (keep(slot)) (hasBit(titled, n) ? title : body).push(slot);
      return true;
    });
    return { title: title.sort(newerFirst), body: body.sort(newerFirst), total: title.length + body.length };
  }
}

/** A search's matches by tier, newest first (each at least as long as the page needs), and how many there are. */
type Tiers = { title: Slot[]; body: Slot[]; total: number };

/** The filter of a query that has none. */
const KEEP_ALL = (_slot: Slot): boolean => true;

/**
 * The query's filters (kind, category, product type, the organisation's course categories), as the SQL has them;
 * `KEEP_ALL` when it has none.
 */
function filterOf(query: SearchQuery): (slot: Slot) => boolean {
  const kinds = query.kinds.length > 0 ? new Set<string>(query.kinds) : null;
  const scope = query.courseCategoryScope === null ? null : new Set(query.courseCategoryScope);
  if (kinds === null && scope === null && query.categoryId === null && query.productType === null) return KEEP_ALL;
  return ({ doc }) =>
    (kinds === null || kinds.has(doc.kind)) &&
    (query.categoryId === null || doc.categoryId === query.categoryId) &&
    (query.productType === null || doc.productType === query.productType) &&
    (scope === null || doc.kind !== "course" || (doc.categoryId !== null && scope.has(doc.categoryId)));
}
