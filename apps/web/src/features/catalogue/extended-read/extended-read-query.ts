import {
  listSearchParams,
  type PageState,
  pageEntries,
  readChoice,
  readPage,
  readPageSize,
} from "../../../lib/list-params";
import { CATALOGUE_TEXT } from "../catalogue.messages";
import { CASE_TYPES } from "../shared/catalogue-links";

/** The reading kinds of /extended-read: policy interpretations and the three case kinds. */
export type ReadingKind = "interpretation" | "inspection" | "judicial" | "classic";

/** onlineNewsList `type` of each kind (3 policy interpretation; 25, 26, 27 cases). */
export const READING_KIND_TYPE: Readonly<Record<ReadingKind, number>> = {
  interpretation: 3,
  inspection: CASE_TYPES.inspection,
  judicial: CASE_TYPES.judicial,
  classic: CASE_TYPES.classic,
};

export const READING_KIND_TABS: ReadonlyArray<{ id: ReadingKind; label: string }> = [
  { id: "interpretation", label: CATALOGUE_TEXT.readingInterpretation },
  { id: "inspection", label: CATALOGUE_TEXT.readingInspection },
  { id: "classic", label: CATALOGUE_TEXT.readingClassic },
  { id: "judicial", label: CATALOGUE_TEXT.readingJudicial },
];

/** /extended-read state in the URL query: `kind`, `page`, `pageSize`. */
export interface ExtendedReadQuery extends PageState {
  readonly kind: ReadingKind;
}

const KINDS: readonly ReadingKind[] = ["interpretation", "inspection", "judicial", "classic"];

export const parseExtendedReadQuery = (params: URLSearchParams): ExtendedReadQuery => ({
  kind: readChoice(params, "kind", KINDS, "interpretation"),
  page: readPage(params),
  pageSize: readPageSize(params),
});

export const extendedReadSearchParams = (query: ExtendedReadQuery): URLSearchParams =>
  listSearchParams([["kind", query.kind, "interpretation"], ...pageEntries(query)]);

export const extendedReadRequest = (query: ExtendedReadQuery) => ({
  type: READING_KIND_TYPE[query.kind],
  page: query.page,
  pageSize: query.pageSize,
});
