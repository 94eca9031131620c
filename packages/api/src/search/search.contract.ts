import { Schema } from "effect";
import { ArticleCardData, CourseCardData } from "../catalogue/catalogue.schema";
import { defineContract } from "../contract/contract";
import { IdParam, PageOf, PaginationFields, TextParam } from "../contract/params";
import { ValidityData } from "../regulation/regulation.contract";

/**
 * What a search result shows of a course beside its highlighted title: the cover, learners and prices, and the
 * category. A hit is a pointer to the course's page, not the course: the card's other fields (its description,
 * keywords, lecturers, dates) are left out, so a page of hits is a third of the bytes on a phone.
 */
export const SearchCourseCardData = CourseCardData.pick("id", "image", "browse", "price", "otPrice", "categoryId");
export type SearchCourseCardData = typeof SearchCourseCardData.Type;

/** What a search result shows of a policy or case: its kind, source, document number, date and the sample mark. */
export const SearchArticleCardData = ArticleCardData.pick(
  "id",
  "type",
  "typeName",
  "source",
  "docNumber",
  "publishedAt",
  "sample",
);
export type SearchArticleCardData = typeof SearchArticleCardData.Type;

/** Where a word is spoken in a lecture: the lecture, the second its passage starts and the page opened there. */
export const LectureHitData = Schema.Struct({
  courseId: Schema.Int,
  courseTitle: Schema.String,
  fileId: Schema.Int,
  lectureTitle: Schema.String,
  /** The second the passage starts at. */
  seconds: Schema.Int,
  /** The course page with the player opened at that second (/course/details?id=&lecture=&t=). */
  href: Schema.String,
});
export type LectureHitData = typeof LectureHitData.Type;

export const SearchHitData = Schema.Struct({
  kind: Schema.Literal("course", "policy", "case", "lecture"),
  /** The course, article or (for a lecture) lecture file id. */
  id: Schema.Int,
  /** Title, HTML-escaped, with matches in <em>. */
  titleHighlight: Schema.String,
  /** An excerpt around the first match (a lecture: the sentence spoken), HTML-escaped, matches in <em>. */
  snippet: Schema.String,
  score: Schema.Number,
  course: Schema.NullOr(SearchCourseCardData),
  article: Schema.NullOr(SearchArticleCardData),
  lecture: Schema.optionalWith(Schema.NullOr(LectureHitData), { default: () => null }),
});
export type SearchHitData = typeof SearchHitData.Type;

export const SEARCH_HIT_KINDS = ["all", "course", "policy", "case", "lecture"] as const;

export const searchOnlineProducts = defineContract({
  name: "searchOnlineProducts",
  method: "POST",
  path: "/api/es/onlineProducts",
  request: Schema.Struct({
    ...PaginationFields,
    keyword: TextParam.pipe(Schema.maxLength(100)),
    kind: Schema.optionalWith(Schema.Literal(...SEARCH_HIT_KINDS), { default: () => "all" as const }),
    categoryId: Schema.optional(IdParam),
    productType: Schema.optional(IdParam),
    /** Policies valid in this way today only (kind all or policy; the other kinds have no validity). */
    validity: Schema.optional(ValidityData),
  }),
  data: PageOf(SearchHitData),
  auth: "optional",
  orgHeader: true,
  summary:
    "Full-text search over courses, policies, cases and lecture transcripts (Chinese words and character bigrams), title matches first; policies filterable by validity today.",
});

export const searchContracts = { searchOnlineProducts } as const;
