import { date, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { articles } from "./catalogue";

/**
 * A policy's register entry: 文号, issuing bodies, dates and region. Its validity is never stored: it is computed from
 * these dates and the relations below at the moment it is asked (decision 079).
 */
export const policyMetadata = pgTable(
  "policy_metadata",
  {
    articleId: integer("article_id")
      .primaryKey()
      .references(() => articles.id, { onDelete: "cascade" }),
    /** 文号 as issued ("" for a document without one, such as an interpretation). */
    docNumber: text("doc_number").notNull(),
    /** core `docNumberKey` of the 文号: what citations resolve against; null without a 文号. */
    docNumberKey: text("doc_number_key"),
    /** core `titleKey` of the title: what 《title》 citations resolve against. */
    titleKey: text("title_key").notNull(),
    issuers: text("issuers").array().notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    effectiveFrom: date("effective_from", { mode: "string" }).notNull(),
    /** 全国 or a province's name. */
    region: text("region").notNull(),
  },
  (t) => [
    index("policy_metadata_doc_key_idx").on(t.docNumberKey),
    index("policy_metadata_title_key_idx").on(t.titleKey),
    index("policy_metadata_effective_idx").on(t.effectiveFrom),
  ],
);

/** One document repealing or amending another (kind: core POLICY_RELATIONS); takes effect with `fromArticleId`. */
export const policyRelations = pgTable(
  "policy_relations",
  {
    fromArticleId: integer("from_article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    toArticleId: integer("to_article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** What is changed, as the amending document says it (第三条第二款). */
    note: text("note").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.fromArticleId, t.toArticleId, t.kind] }),
    index("policy_relations_to_idx").on(t.toArticleId, t.kind),
  ],
);

/**
 * Citations found in a text by core's parser (source kind "policy", "case" or "course"), refreshed whenever the text
 * is written. Only the key is kept: the target is resolved when read, so a document published later resolves
 * citations written before it.
 */
export const documentCitations = pgTable(
  "document_citations",
  {
    sourceKind: text("source_kind").notNull(),
    sourceId: integer("source_id").notNull(),
    /** core CitationKind: "docNumber" or "title". */
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    raw: text("raw").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sourceKind, t.sourceId, t.kind, t.key] }),
    index("document_citations_key_idx").on(t.kind, t.key),
  ],
);
