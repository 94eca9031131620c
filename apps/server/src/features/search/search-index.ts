import type { Validity } from "@taxlearn/core";

/** What can be searched (spec §7 POST /api/es/onlineProducts): courses, policies and cases. */
export type SearchKind = "course" | "policy" | "case";

export interface SearchDocument {
  readonly kind: SearchKind;
  readonly refId: number;
  readonly title: string;
  readonly body: string;
  readonly categoryId: number | null;
  readonly productType: number | null;
  readonly publishedAt: Date;
}

export interface SearchQuery {
  readonly text: string;
  readonly kinds: readonly SearchKind[];
  /** Only documents of this category. */
  readonly categoryId: number | null;
  readonly productType: number | null;
  /** Course categories an organisation may see (null = all); other kinds are not limited by it. */
  readonly courseCategoryScope: readonly number[] | null;
  /** Only policies of this validity on this Beijing day (null: no validity filter). */
  readonly validity?: { readonly status: Validity; readonly today: string } | null;
  readonly page: number;
  readonly pageSize: number;
}

export interface SearchHit {
  readonly kind: SearchKind;
  readonly refId: number;
  readonly score: number;
  /** Title with matches wrapped in <em>; everything else HTML-escaped. */
  readonly titleHighlight: string;
  /** A short excerpt of the body around the first match, highlighted the same way. */
  readonly snippet: string;
}

/**
 * The search backend. The default keeps its index in the database (search_documents); a deployment that
 * outgrows it implements this with OpenSearch/Elasticsearch (see the README).
 */
export interface SearchIndex {
  upsert(documents: readonly SearchDocument[]): Promise<void>;
  remove(kind: SearchKind, refId: number): Promise<void>;
  search(query: SearchQuery): Promise<{ hits: SearchHit[]; total: number }>;
}
