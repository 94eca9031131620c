import type { ArticleCardData } from "@taxlearn/api";
import { CATALOGUE_TEXT } from "../catalogue.messages";

/** Case article types (spec §7 case calls: 25 inspection, 26 judicial, 27 classic tax cases). */
export const CASE_TYPES = { inspection: 25, judicial: 26, classic: 27 } as const;

const CASE_TYPE_SET: ReadonlySet<number> = new Set(Object.values(CASE_TYPES));

/** True for the three case kinds; every other article type is a policy. */
export const isCaseArticle = (type: number): boolean => CASE_TYPE_SET.has(type);

/** spec §2: /course/details takes the course id in the query. */
export const courseDetailPath = (id: number | string): string => `/course/details?id=${encodeURIComponent(String(id))}`;

/** A policy opens in /policy/details, a case in /casebook/details (with its kind), both by id in the query. */
export const articleDetailPath = (article: Pick<ArticleCardData, "id" | "type">): string =>
  isCaseArticle(article.type)
    ? `/casebook/details?id=${article.id}&type=${article.type}`
    : `/policy/details?id=${article.id}`;

/** The source line of an article row: its kind and 来源：<source>. */
export const catalogueSourceLine = (article: ArticleCardData): string =>
  [article.typeName, article.source && `${CATALOGUE_TEXT.sourcePrefix}${article.source}`].filter(Boolean).join(" · ");
