import { type CitationKind, findCitationsInHtml, type Validity } from "@taxlearn/core";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { documentCitations, policyMetadata, policyRelations } from "../../db/schema";
import { articleHeads, idsOfList } from "../catalogue/articles.repo";
import { articleIdsAmong } from "../catalogue/policy-list.repo";
import { articleIdsNotInForce, articleIdsWithValidity, validitySql } from "./validity-sql.repo";

export type CitationSourceKind = "policy" | "case" | "course";

/**
 * Replaces the stored citations of one text with those core's parser finds in it; call it in the transaction that
 * writes the text (the seed, content:publish) so the graph and the operators' list never miss a citation.
 */
export async function refreshCitations(
  db: Database,
  sourceKind: CitationSourceKind,
  sourceId: number,
  html: string,
): Promise<void> {
  await db
    .delete(documentCitations)
    .where(and(eq(documentCitations.sourceKind, sourceKind), eq(documentCitations.sourceId, sourceId)));
  const unique = new Map<string, { kind: CitationKind; key: string; raw: string }>();
  for (const c of findCitationsInHtml(html)) unique.set(`${c.kind}|${c.key}`, c);
  if (unique.size === 0) return;
  await db
    .insert(documentCitations)
    .values([...unique.values()].map((c) => ({ sourceKind, sourceId, kind: c.kind, key: c.key, raw: c.raw })));
}

/** Forgets every stored citation (a full rescan writes them again, in the same transaction). */
export const clearCitations = (db: Database) => db.delete(documentCitations);

/** A policy's register entry, unless it has one. */
export const insertPolicyMetadata = (db: Database, values: typeof policyMetadata.$inferInsert) =>
  db.insert(policyMetadata).values(values).onConflictDoNothing();

/** Replaces a policy's region and dates in its register entry (a draft's plan written in the console). */
export const setPolicyDates = (
  db: Database,
  articleId: number,
  dates: { region: string; issuedOn: string; effectiveFrom: string },
) => db.update(policyMetadata).set(dates).where(eq(policyMetadata.articleId, articleId));

export interface ResolvedKey {
  readonly kind: CitationKind;
  readonly key: string;
  readonly articleId: number;
}

/** The policies citations resolve to, by (kind, key); a key two documents share resolves to the lowest id. */
export async function resolveKeys(
  db: Database,
  keys: readonly { kind: CitationKind | string; key: string }[],
): Promise<Map<string, number>> {
  const docKeys = keys.filter((k) => k.kind === "docNumber").map((k) => k.key);
  const titleKeys = keys.filter((k) => k.kind === "title").map((k) => k.key);
  const resolved = new Map<string, number>();
  if (docKeys.length === 0 && titleKeys.length === 0) return resolved;
  const rows = await db
    .select({ id: policyMetadata.articleId, docKey: policyMetadata.docNumberKey, titleKey: policyMetadata.titleKey })
    .from(policyMetadata)
    .where(
      or(
        docKeys.length > 0 ? inArray(policyMetadata.docNumberKey, docKeys) : undefined,
        titleKeys.length > 0 ? inArray(policyMetadata.titleKey, titleKeys) : undefined,
      ),
    )
    .orderBy(policyMetadata.articleId);
  for (const row of rows) {
    if (row.docKey !== null && !resolved.has(`docNumber|${row.docKey}`))
      resolved.set(`docNumber|${row.docKey}`, row.id);
    if (!resolved.has(`title|${row.titleKey}`)) resolved.set(`title|${row.titleKey}`, row.id);
  }
  return resolved;
}

export const findMetadata = async (db: Database, articleId: number) =>
  (await db.select().from(policyMetadata).where(eq(policyMetadata.articleId, articleId)).limit(1))[0];

/** Every relation touching the given documents, with both ends' titles, 文号 and effective days. */
export async function relationsOf(db: Database, articleIds: readonly number[]) {
  if (articleIds.length === 0) return [];
  return db
    .select({
      fromId: policyRelations.fromArticleId,
      toId: policyRelations.toArticleId,
      kind: policyRelations.kind,
      note: policyRelations.note,
    })
    .from(policyRelations)
    .where(
      or(
        inArray(policyRelations.fromArticleId, [...articleIds]),
        inArray(policyRelations.toArticleId, [...articleIds]),
      ),
    );
}

/** Validity today of the given policies (those without a register entry are left out). */
export async function validityOf(db: Database, articleIds: readonly number[], today: string) {
  const result = new Map<number, Validity>();
  if (articleIds.length === 0) return result;
  const rows = await db
    .select({ id: sql<number>`m.article_id`, validity: sql<Validity>`${validitySql("m", today)}` })
    .from(sql`policy_metadata m`)
    .where(
      sql`m.article_id = ANY(${sql`ARRAY[${sql.join(
        articleIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`})`,
    );
  for (const row of rows) result.set(Number(row.id), row.validity);
  return result;
}

/** The effective days of the documents repealing and amending one policy (core ValidityFacts). */
export async function validityFacts(db: Database, articleId: number, effectiveFrom: string) {
  const rows = await db
    .select({ kind: policyRelations.kind, effectiveFrom: policyMetadata.effectiveFrom })
    .from(policyRelations)
    .innerJoin(policyMetadata, eq(policyMetadata.articleId, policyRelations.fromArticleId))
    .where(eq(policyRelations.toArticleId, articleId));
  return {
    effectiveFrom,
    repealedFrom: rows.filter((r) => r.kind === "repeals").map((r) => r.effectiveFrom),
    amendedFrom: rows.filter((r) => r.kind === "amends").map((r) => r.effectiveFrom),
  };
}

/** Type, title and 文号 of these articles, with the effective day of those in the register (else null). */
export async function articleSummaries(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const [heads, dates] = await Promise.all([
    articleHeads(db, ids),
    db
      .select({ id: policyMetadata.articleId, effectiveFrom: policyMetadata.effectiveFrom })
      .from(policyMetadata)
      .where(inArray(policyMetadata.articleId, [...new Set(ids)])),
  ]);
  const effectiveFromOf = new Map(dates.map((d) => [d.id, d.effectiveFrom]));
  return [...heads.values()].map((head) => ({ ...head, effectiveFrom: effectiveFromOf.get(head.id) ?? null }));
}

/** Stored citations of some sources, and the sources citing some keys (both ways of the graph's "cites" edges). */
export const citationsFrom = (db: Database, sourceKind: CitationSourceKind, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(documentCitations)
        .where(and(eq(documentCitations.sourceKind, sourceKind), inArray(documentCitations.sourceId, [...ids])));

export async function citersOf(db: Database, articleIds: readonly number[], limit: number) {
  if (articleIds.length === 0) return [];
  const targets = await db
    .select({ id: policyMetadata.articleId, docKey: policyMetadata.docNumberKey, titleKey: policyMetadata.titleKey })
    .from(policyMetadata)
    .where(inArray(policyMetadata.articleId, [...articleIds]));
  const byKey = new Map<string, number>();
  for (const t of targets) {
    if (t.docKey !== null) byKey.set(`docNumber|${t.docKey}`, t.id);
    byKey.set(`title|${t.titleKey}`, t.id);
  }
  const docKeys = targets.flatMap((t) => (t.docKey === null ? [] : [t.docKey]));
  const titleKeys = targets.map((t) => t.titleKey);
  const rows = await db
    .select()
    .from(documentCitations)
    .where(
      or(
        docKeys.length > 0
          ? and(eq(documentCitations.kind, "docNumber"), inArray(documentCitations.key, docKeys))
          : undefined,
        and(eq(documentCitations.kind, "title"), inArray(documentCitations.key, titleKeys)),
      ),
    )
    .limit(limit);
  return rows.map((r) => ({
    sourceKind: r.sourceKind as CitationSourceKind,
    sourceId: r.sourceId,
    targetId: byKey.get(`${r.kind}|${r.key}`)!,
  }));
}

/** Citations no policy of the library resolves (for operators: `regulation:citations`). */
export async function unresolvedCitations(db: Database) {
  const result = await db.execute(sql`
    SELECT c.source_kind, c.source_id, c.kind, c.raw FROM document_citations c
    WHERE NOT EXISTS (SELECT 1 FROM policy_metadata m
      WHERE (c.kind = 'docNumber' AND m.doc_number_key = c.key) OR (c.kind = 'title' AND m.title_key = c.key))
    ORDER BY c.source_kind, c.source_id, c.raw`);
  return (result as unknown as { rows: { source_kind: string; source_id: number; kind: string; raw: string }[] }).rows;
}

/** The filter of the regulation library's list: policies of `types` whose validity on `today` is `validity`. */
export interface PolicyValidityFilter {
  types: readonly number[];
  validity: Validity;
  today: string;
  keyword?: string;
  categoryId?: number;
  provinceId?: number;
}

/**
 * The ids of every policy of the filter, newest first (regulationList): the list's order, read once per catalogue
 * state and day (catalogue/list-orders.ts); a page is its ids by primary key.
 */
export async function policyIdsByValidity(db: Database, filter: PolicyValidityFilter): Promise<number[]> {
  const articleFilter = {
    types: filter.types,
    titleKeyword: filter.keyword,
    categoryId: filter.categoryId,
    provinceId: filter.provinceId,
  };
  if (filter.validity !== "effective") {
    // pending, repealed and partly invalid policies are few: their ids are an indexed subquery of the list's statement
    return articleIdsAmong(db, { ...articleFilter, among: articleIdsWithValidity(filter.validity, filter.today) });
  }
  // In force is nearly every policy. Joining the register to the articles costs 30–120 ms in the embedded database at
  // 100× the seed (every entry goes through the join); the list in its order, the ids with a register entry and the
  // few that are not in force are three plain reads of about 10 ms, intersected here. One snapshot for all three.
  return await db.transaction(
    async (tx) => {
      const ordered = await articleIdsAmong(tx, articleFilter);
      const [row] = await tx
        .select({
          registered: sql<string>`coalesce(string_agg(${policyMetadata.articleId}::text, ','), '')`,
          notInForce: sql<string>`(SELECT coalesce(string_agg(x.id::text, ','), '') FROM ${articleIdsNotInForce(filter.today)} x(id))`,
        })
        .from(policyMetadata);
      const registered = new Set(idsOfList(row?.registered ?? ""));
      const notInForce = new Set(idsOfList(row?.notInForce ?? ""));
      return ordered.filter((id) => registered.has(id) && !notInForce.has(id));
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
