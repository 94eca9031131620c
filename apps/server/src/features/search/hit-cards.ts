import { SearchArticleCardData, SearchCourseCardData } from "@taxlearn/api";
import { beijingDay } from "@taxlearn/core";
import { Schema } from "effect";
import type { ServerContext } from "../../server-context";
import { articleCardRowsByIds } from "../catalogue/articles.repo";
import { articleCard, courseCard } from "../catalogue/catalogue.mappers";
import { courseCardRowsByIds } from "../catalogue/course-list.repo";

type CourseCard = SearchCourseCardData;
type ArticleCard = SearchArticleCardData;

/** A hit's card as the search contract has it, with its JSON, both made once when the card is read. */
export interface KeptCard<Card> {
  readonly card: Card;
  readonly json: string;
}

const encodeCourseCard = Schema.encodeSync(SearchCourseCardData);
const encodeArticleCard = Schema.encodeSync(SearchArticleCardData);
// the JSON holds only the fields the search card names (encoding leaves the others out)
const keptCourse = (card: ReturnType<typeof courseCard>): KeptCard<CourseCard> => ({
  card,
  json: JSON.stringify(encodeCourseCard(card)),
});
const keptArticle = (card: ReturnType<typeof articleCard>): KeptCard<ArticleCard> => ({
  card,
  json: JSON.stringify(encodeArticleCard(card)),
});

/**
 * The cards shown beside search hits, kept per course and article until the response cache's next invalidation
 * or the next Beijing day — exactly as long as a cached search answer holding them would be served — so a distinct
 * search whose hits were shown before reads nothing from the database. A card that is absent (a course no longer
 * on sale) is kept as absent. Each card is kept with its JSON, so an answer showing it is not encoded again
 * (`search-page-json.ts`).
 */
export class HitCards {
  #generation = Number.NaN;
  #day = "";
  #courses = new Map<number, KeptCard<CourseCard> | null>();
  #articles = new Map<number, KeptCard<ArticleCard> | null>();

  /** Cards for at most this many hits are kept (the newest matches of common words are shown most). */
  static readonly LIMIT = 20_000;

  constructor(
    private readonly server: Pick<ServerContext, "cache" | "db" | "clock">,
    private readonly limit = HitCards.LIMIT,
  ) {}

  /** How many cards are kept now. */
  get size(): number {
    return this.#courses.size + this.#articles.size;
  }

  async of(
    courseIds: readonly number[],
    articleIds: readonly number[],
  ): Promise<{
    courses: Map<number, KeptCard<CourseCard> | null>;
    articles: Map<number, KeptCard<ArticleCard> | null>;
  }> {
    const { cache, db } = this.server;
    const generation = cache.generation;
    const day = beijingDay(this.server.clock());
    const listening = (cache as { listening?: boolean }).listening !== false;
    if (generation !== this.#generation || day !== this.#day || !listening) this.#forget(generation, day);
    const courses = new Map<number, KeptCard<CourseCard> | null>();
    const articles = new Map<number, KeptCard<ArticleCard> | null>();
    for (const id of courseIds) if (this.#courses.has(id)) courses.set(id, this.#courses.get(id)!);
    for (const id of articleIds) if (this.#articles.has(id)) articles.set(id, this.#articles.get(id)!);
    const courseMisses = courseIds.filter((id) => !courses.has(id));
    const articleMisses = articleIds.filter((id) => !articles.has(id));
    if (courseMisses.length === 0 && articleMisses.length === 0) return { courses, articles };
    // the cards' columns only: a full row would also read each course's and article's long text
    const [courseRows, articleRows] = await Promise.all([
      courseCardRowsByIds(db, courseMisses),
      articleCardRowsByIds(db, articleMisses),
    ]);
    const read = {
      courses: new Map<number, KeptCard<CourseCard> | null>(courseMisses.map((id) => [id, null])),
      articles: new Map<number, KeptCard<ArticleCard> | null>(articleMisses.map((id) => [id, null])),
    };
    for (const { course, lecturers } of courseRows)
      read.courses.set(course.id, keptCourse(courseCard(course, lecturers)));
    for (const row of articleRows) read.articles.set(row.id, keptArticle(articleCard(row)));
    for (const [id, card] of read.courses) courses.set(id, card);
    for (const [id, card] of read.articles) articles.set(id, card);
    // kept only when nothing was invalidated while they were read (they may be older than the write), and while the
    // shared cache hears other processes' writes
    if (cache.generation === generation && listening) {
      for (const [id, card] of read.courses) this.#courses.set(id, card);
      for (const [id, card] of read.articles) this.#articles.set(id, card);
      this.#evictOldest();
    }
    return { courses, articles };
  }

  /**
   * Over the limit, the cards kept longest go first (a map iterates in insertion order), from the larger of the two
   * kinds: a storm of searches nobody asked before keeps the cards most recently shown instead of dropping them all.
   */
  #evictOldest(): void {
    while (this.size > this.limit) {
      const from = this.#courses.size >= this.#articles.size ? this.#courses : this.#articles;
      const oldest = from.keys().next();
      if (oldest.done) break;
      from.delete(oldest.value);
    }
  }

  #forget(generation: number, day: string): void {
    this.#generation = generation;
    this.#day = day;
    this.#courses = new Map();
    this.#articles = new Map();
  }
}
