import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { IdParam, IntParam, PageOf, PaginationFields } from "../contract/params";

// The help centre (/help/index, /help/freshMan, /help/problem/list, /problem/index, /problem/detail). The spec
// names no help calls; these are ours. Articles are rich text stored sanitised.

export const HelpCategoryData = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  description: Schema.String,
  /** account, vip, invoice, study, org or tech: the web app's picture for the category. */
  icon: Schema.String,
  articleCount: Schema.Int,
});
export type HelpCategoryData = typeof HelpCategoryData.Type;

export const HelpArticleSummaryData = Schema.Struct({
  id: Schema.Int,
  categoryId: Schema.Int,
  categoryName: Schema.String,
  title: Schema.String,
  /** The first characters of the article as plain text. */
  summary: Schema.String,
  updatedAt: Schema.String,
});
export type HelpArticleSummaryData = typeof HelpArticleSummaryData.Type;

export const HelpIndexData = Schema.Struct({
  categories: Schema.Array(HelpCategoryData),
  hot: Schema.Array(HelpArticleSummaryData),
});
export type HelpIndexData = typeof HelpIndexData.Type;

export const HelpArticleData = Schema.Struct({
  ...HelpArticleSummaryData.fields,
  /** Sanitised HTML. */
  contentHtml: Schema.String,
});
export type HelpArticleData = typeof HelpArticleData.Type;

export const HelpGuideData = Schema.Struct({
  title: Schema.String,
  contentHtml: Schema.String,
  /** The organisation whose guide this is, or null for the general guide. */
  orgId: Schema.NullOr(Schema.Int),
  orgName: Schema.NullOr(Schema.String),
  updatedAt: Schema.String,
});
export type HelpGuideData = typeof HelpGuideData.Type;

export const HELP_KEYWORD_MAX = 50;

export const helpIndex = defineContract({
  name: "helpIndex",
  method: "GET",
  path: "/api/help/index",
  request: Schema.Struct({}),
  data: HelpIndexData,
  summary: "Help categories with their article counts, and the hot questions.",
});

export const helpArticles = defineContract({
  name: "helpArticles",
  method: "GET",
  path: "/api/help/articles",
  request: Schema.Struct({
    ...PaginationFields,
    categoryId: Schema.optional(IdParam),
    keyword: Schema.optional(Schema.Trim.pipe(Schema.maxLength(HELP_KEYWORD_MAX))),
  }),
  data: PageOf(HelpArticleSummaryData),
  summary: "Help articles of a category, or those whose title or text holds the keyword (both may be given).",
});

export const helpArticleDetail = defineContract({
  name: "helpArticleDetail",
  method: "GET",
  path: "/api/help/article/:id",
  request: Schema.Struct({ id: IdParam }),
  data: HelpArticleData,
  summary: "One help article (sanitised HTML).",
});

export const helpFreshMan = defineContract({
  name: "helpFreshMan",
  method: "GET",
  path: "/api/help/freshMan",
  request: Schema.Struct({ orgId: Schema.optional(IntParam) }),
  data: HelpGuideData,
  summary: "The newcomer guide: the organisation's own when it has one, otherwise the general one.",
});

export const helpContracts = { helpIndex, helpArticles, helpArticleDetail, helpFreshMan } as const;
