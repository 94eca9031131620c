import { COURSE_PRODUCT_TYPES, type CourseProductType } from "@taxlearn/core";
import {
  listSearchParams,
  type PageState,
  pageEntries,
  readChoice,
  readPage,
  readPageSize,
  readPositiveInt,
} from "../../../lib/list-params";
import { CATALOGUE_TEXT } from "../catalogue.messages";

/** productType of spec §3 / the onlineProducts contract: 1 recorded course, 2 micro-course, 15 series. */
export type ProductTypeFilter = CourseProductType;
export type PriceFilter = "free" | "paid";
export type CourseSort = "new" | "hot";

/**
 * The state of /course/list, kept in the URL query (`categoryId`, `pT`, `price`, `sort`, `page`, `pageSize`) so
 * back/forward and reload restore it.
 */
export interface CourseListQuery extends PageState {
  readonly categoryId: number | null;
  readonly productType: ProductTypeFilter | null;
  readonly price: PriceFilter | null;
  readonly sort: CourseSort;
}

export const DEFAULT_COURSE_LIST_QUERY: CourseListQuery = {
  categoryId: null,
  productType: null,
  price: null,
  sort: "new",
  page: 1,
  pageSize: 10,
};

const PRICES: readonly PriceFilter[] = ["free", "paid"];
const SORTS: readonly CourseSort[] = ["new", "hot"];

export const parseCourseListQuery = (params: URLSearchParams): CourseListQuery => {
  const productType = readPositiveInt(params, "pT");
  const price = params.get("price");
  return {
    categoryId: readPositiveInt(params, "categoryId"),
    productType: COURSE_PRODUCT_TYPES.find((t) => t === productType) ?? null,
    price: PRICES.find((p) => p === price) ?? null,
    sort: readChoice(params, "sort", SORTS, "new"),
    page: readPage(params),
    pageSize: readPageSize(params),
  };
};

export const courseListSearchParams = (query: CourseListQuery): URLSearchParams =>
  listSearchParams([
    ["categoryId", query.categoryId],
    ["pT", query.productType],
    ["price", query.price],
    ["sort", query.sort, "new"],
    ...pageEntries(query),
  ]);

/** A changed filter (or sort, or page size) starts again at page 1; a page change keeps the filters. */
export const changeCourseListQuery = (
  query: CourseListQuery,
  change: Partial<Omit<CourseListQuery, "page">> | { readonly page: number },
): CourseListQuery => ("page" in change ? { ...query, ...change } : { ...query, ...change, page: 1 });

/** The onlineProducts request of a list state. */
export const onlineProductsRequest = (query: CourseListQuery) => ({
  page: query.page,
  pageSize: query.pageSize,
  sort: query.sort,
  ...(query.categoryId !== null ? { categoryId: query.categoryId } : {}),
  ...(query.productType !== null ? { productType: query.productType } : {}),
  ...(query.price !== null ? { isFree: query.price === "free" ? (1 as const) : (0 as const) } : {}),
});

/** The filter rows' options; `null` is 全部. */
export const PRODUCT_TYPE_OPTIONS: ReadonlyArray<{ value: ProductTypeFilter | null; label: string }> = [
  { value: null, label: CATALOGUE_TEXT.all },
  { value: 1, label: CATALOGUE_TEXT.typeRecorded },
  { value: 2, label: CATALOGUE_TEXT.typeMicro },
  { value: 15, label: CATALOGUE_TEXT.typeSeries },
];

export const PRICE_OPTIONS: ReadonlyArray<{ value: PriceFilter | null; label: string }> = [
  { value: null, label: CATALOGUE_TEXT.all },
  { value: "free", label: CATALOGUE_TEXT.priceFree },
  { value: "paid", label: CATALOGUE_TEXT.pricePaid },
];

export const SORT_OPTIONS: ReadonlyArray<{ value: CourseSort; label: string }> = [
  { value: "new", label: CATALOGUE_TEXT.sortNew },
  { value: "hot", label: CATALOGUE_TEXT.sortHot },
];
