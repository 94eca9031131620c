import { Schema } from "effect";
import { ArticleCardData, CourseCardData } from "../catalogue/catalogue.schema";
import { defineContract } from "../contract/contract";
import { IdParam, PageOf, PaginationFields, TextParam } from "../contract/params";

export const SearchHitData = Schema.Struct({
  kind: Schema.Literal("course", "policy", "case"),
  id: Schema.Int,
  /** Title, HTML-escaped, with matches in <em>. */
  titleHighlight: Schema.String,
  /** An excerpt around the first match, HTML-escaped, matches in <em>. */
  snippet: Schema.String,
  score: Schema.Number,
  course: Schema.NullOr(CourseCardData),
  article: Schema.NullOr(ArticleCardData),
});
export type SearchHitData = typeof SearchHitData.Type;

export const searchOnlineProducts = defineContract({
  name: "searchOnlineProducts",
  method: "POST",
  path: "/api/es/onlineProducts",
  request: Schema.Struct({
    ...PaginationFields,
    keyword: TextParam.pipe(Schema.maxLength(100)),
    kind: Schema.optionalWith(Schema.Literal("all", "course", "policy", "case"), { default: () => "all" as const }),
    categoryId: Schema.optional(IdParam),
    productType: Schema.optional(IdParam),
  }),
  data: PageOf(SearchHitData),
  auth: "optional",
  orgHeader: true,
  summary:
    "Full-text search over courses, policies and cases (Chinese words and character bigrams), title matches first.",
});

export const searchContracts = { searchOnlineProducts } as const;
