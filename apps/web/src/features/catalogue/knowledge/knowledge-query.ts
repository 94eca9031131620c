import { COURSE_PRODUCT_TYPES, PRODUCT_TYPES } from "@taxlearn/core";
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
import type { ProductTypeFilter } from "../course-list/course-list-query";

/** The three micro-course tabs of spec §2 (tracked screens): all, course-based, standalone. */
export type MicroKind = "all" | "course" | "standalone";

/**
 * How a tab filters: the catalogue marks a micro-course cut from a recorded course with teachingMethod 1 and a
 * standalone one with teachingMethod 2 (the seed follows this), so the tabs use the list call's teachingMethod filter.
 */
export const MICRO_KIND_TEACHING_METHOD: Readonly<Record<Exclude<MicroKind, "all">, number>> = {
  course: 1,
  standalone: 2,
};

export const MICRO_KIND_TABS: ReadonlyArray<{ id: MicroKind; label: string }> = [
  { id: "all", label: CATALOGUE_TEXT.microAll },
  { id: "course", label: CATALOGUE_TEXT.microCourseBased },
  { id: "standalone", label: CATALOGUE_TEXT.microStandalone },
];

/** /knowledge state in the URL query: `pT` (2 from the main nav), `tab`, `page`, `pageSize`. */
export interface KnowledgeQuery extends PageState {
  readonly productType: ProductTypeFilter;
  readonly kind: MicroKind;
}

const KINDS: readonly MicroKind[] = ["all", "course", "standalone"];

export const parseKnowledgeQuery = (params: URLSearchParams): KnowledgeQuery => {
  const productType = readPositiveInt(params, "pT");
  return {
    // The knowledge base is the micro-course list unless the link names another product type.
    productType: COURSE_PRODUCT_TYPES.find((t) => t === productType) ?? PRODUCT_TYPES.micro,
    kind: readChoice(params, "tab", KINDS, "all"),
    page: readPage(params),
    pageSize: readPageSize(params),
  };
};

/** `pT` is always written: the main nav's /knowledge?pT=2 stays the address of the plain list. */
export const knowledgeSearchParams = (query: KnowledgeQuery): URLSearchParams =>
  listSearchParams([["pT", query.productType], ["tab", query.kind, "all"], ...pageEntries(query)]);

export const knowledgeRequest = (query: KnowledgeQuery) => ({
  productType: query.productType,
  page: query.page,
  pageSize: query.pageSize,
  ...(hasMicroKindTabs(query) && query.kind !== "all"
    ? { teachingMethod: MICRO_KIND_TEACHING_METHOD[query.kind] }
    : {}),
});

/** The all / course-based / standalone tabs belong to the micro-course list only. */
export const hasMicroKindTabs = (query: KnowledgeQuery): boolean => query.productType === PRODUCT_TYPES.micro;

/** The list's title: 微课 for the micro-course list, else the product type named in the link. */
export const knowledgeTitle = (query: KnowledgeQuery): string =>
  query.productType === PRODUCT_TYPES.recorded
    ? CATALOGUE_TEXT.typeRecorded
    : query.productType === PRODUCT_TYPES.series
      ? CATALOGUE_TEXT.typeSeries
      : CATALOGUE_TEXT.knowledgeTitle;
