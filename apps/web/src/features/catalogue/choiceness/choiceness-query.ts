import {
  listSearchParams,
  type PageState,
  pageEntries,
  readPage,
  readPageSize,
  readPositiveInt,
} from "../../../lib/list-params";

/** /choiceness state in the URL query: `categoryId`, `page`, `pageSize`. */
export interface ChoicenessQuery extends PageState {
  readonly categoryId: number | null;
}

export const parseChoicenessQuery = (params: URLSearchParams): ChoicenessQuery => ({
  categoryId: readPositiveInt(params, "categoryId"),
  page: readPage(params),
  pageSize: readPageSize(params),
});

export const choicenessSearchParams = (query: ChoicenessQuery): URLSearchParams =>
  listSearchParams([["categoryId", query.categoryId], ...pageEntries(query)]);

/** Featured courses are the most studied ones (sort hot). */
export const choicenessRequest = (query: ChoicenessQuery) => ({
  sort: "hot" as const,
  page: query.page,
  pageSize: query.pageSize,
  ...(query.categoryId !== null ? { categoryId: query.categoryId } : {}),
});
