import { Schema } from "effect";
import { ArticleCardData, CourseCardData } from "../catalogue/catalogue.schema";
import { type Contract, defineContract } from "../contract/contract";
import { IdParam, IntLiteralParam, IntParam } from "../contract/params";

/** How many related items a call returns: `limit`, 1-20, default 6. */
const LimitParam = IntParam.pipe(
  Schema.filter((n) => n >= 1 && n <= 20, { message: () => "must be between 1 and 20" }),
);
const RelatedRequest = Schema.Struct({ id: IdParam, limit: Schema.optionalWith(LimitParam, { default: () => 6 }) });
const RelatedByCaseRequest = Schema.Struct({
  type: IntLiteralParam(25, 26, 27),
  id: IdParam,
  limit: Schema.optionalWith(LimitParam, { default: () => 6 }),
});

/** The kinds of content that relate to each other (spec §7 related content). */
export type RelatedSource = "course" | "news" | "caseInspects" | "caseJustice" | "caseNews";
export type RelatedTarget = "onlineProduct" | "news" | "caseInspects" | "caseJustice" | "caseNews";

const relatedCourses = <const Name extends string>(name: Name, source: RelatedSource) =>
  defineContract({
    name,
    method: "GET",
    path: `/api/${name}/:id`,
    request: RelatedRequest,
    data: Schema.Array(CourseCardData),
    orgHeader: true,
    summary: `Courses related to a ${source}, most shared tags first.`,
  });

const relatedArticles = <const Name extends string>(name: Name, target: RelatedTarget, source: RelatedSource) =>
  defineContract({
    name,
    method: "GET",
    path: `/api/${name}/:id`,
    request: RelatedRequest,
    data: Schema.Array(ArticleCardData),
    summary: `Related ${target} of a ${source}, most shared tags first.`,
  });

export const newsListByCourse = relatedArticles("newsListByCourse", "news", "course");
export const onlineProductListByCourse = relatedCourses("onlineProductListByCourse", "course");
export const caseInspectsByCourse = relatedArticles("caseInspectsByCourse", "caseInspects", "course");
export const caseJusticeByCourse = relatedArticles("caseJusticeByCourse", "caseJustice", "course");
export const caseNewsByCourse = relatedArticles("caseNewsByCourse", "caseNews", "course");
export const onlineProductListByNews = relatedCourses("onlineProductListByNews", "news");
export const newsListByNews = relatedArticles("newsListByNews", "news", "news");
export const caseInspectsByNews = relatedArticles("caseInspectsByNews", "caseInspects", "news");
export const caseJusticeByNews = relatedArticles("caseJusticeByNews", "caseJustice", "news");
export const caseNewsByNews = relatedArticles("caseNewsByNews", "caseNews", "news");
export const newsListByCaseInspects = relatedArticles("newsListByCaseInspects", "news", "caseInspects");
export const newsListByCaseJustice = relatedArticles("newsListByCaseJustice", "news", "caseJustice");
export const newsListByCaseNews = relatedArticles("newsListByCaseNews", "news", "caseNews");
export const onlineProductListByCaseInspects = relatedCourses("onlineProductListByCaseInspects", "caseInspects");
export const onlineProductListByCaseJustice = relatedCourses("onlineProductListByCaseJustice", "caseJustice");
export const onlineProductListByCaseNews = relatedCourses("onlineProductListByCaseNews", "caseNews");

/** caseNewsByCase/{type}/{id}: classic tax cases related to a case of kind `type` (25, 26 or 27). */
export const caseNewsByCase = defineContract({
  name: "caseNewsByCase",
  method: "GET",
  path: "/api/caseNewsByCase/:type/:id",
  request: RelatedByCaseRequest,
  data: Schema.Array(ArticleCardData),
  summary: "Related classic tax cases of a case of the given kind.",
});

/** caseNewsByCase/{id} with the default case-news type 27 (spec §9). */
export const caseNewsByCaseDefault = defineContract({
  name: "caseNewsByCaseDefault",
  method: "GET",
  path: "/api/caseNewsByCase/:id",
  request: RelatedRequest,
  data: Schema.Array(ArticleCardData),
  summary: "caseNewsByCase with the default type 27.",
});

export const caseInspectsByCase = defineContract({
  name: "caseInspectsByCase",
  method: "GET",
  path: "/api/caseInspectsByCase/:type/:id",
  request: RelatedByCaseRequest,
  data: Schema.Array(ArticleCardData),
  summary: "Related inspection cases of a case of the given kind.",
});

export const caseJusticeByCase = defineContract({
  name: "caseJusticeByCase",
  method: "GET",
  path: "/api/caseJusticeByCase/:type/:id",
  request: RelatedByCaseRequest,
  data: Schema.Array(ArticleCardData),
  summary: "Related judicial cases of a case of the given kind.",
});

/** caseInspectsByCourse/{id}/{limit}: the two-segment form of caseInspectsByCourse. */
export const caseInspectsByCourseLimited = defineContract({
  name: "caseInspectsByCourseLimited",
  method: "GET",
  path: "/api/caseInspectsByCourse/:id/:limit",
  request: RelatedRequest,
  data: Schema.Array(ArticleCardData),
  summary: "caseInspectsByCourse with the limit as a path segment.",
});

export const relatedContracts = {
  newsListByCourse,
  onlineProductListByCourse,
  caseInspectsByCourse,
  caseJusticeByCourse,
  caseNewsByCourse,
  onlineProductListByNews,
  newsListByNews,
  caseInspectsByNews,
  caseJusticeByNews,
  caseNewsByNews,
  newsListByCaseInspects,
  newsListByCaseJustice,
  newsListByCaseNews,
  onlineProductListByCaseInspects,
  onlineProductListByCaseJustice,
  onlineProductListByCaseNews,
  caseNewsByCase,
  caseNewsByCaseDefault,
  caseInspectsByCase,
  caseJusticeByCase,
  caseInspectsByCourseLimited,
} as const satisfies Record<string, Contract>;
