import type { regulationContracts } from "@taxlearn/api";
import { beijingDay, findCitationsInHtml, linkCitations, nextValidityChange, policyValidity } from "@taxlearn/core";
import { POLICY_TYPES } from "../../db/reference-data/article-types";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { articlesByIds, findArticle } from "../catalogue/articles.repo";
import { articleCard } from "../catalogue/catalogue.mappers";
import { inOrderOf, listOrdersOf, pageOfIds } from "../catalogue/list-orders";
import { sanitizeRichText } from "../catalogue/rich-text";
import { REGULATION_MESSAGES } from "./regulation.messages";
import {
  articleSummaries,
  findMetadata,
  policyIdsByValidity,
  relationsOf,
  resolveKeys,
  validityFacts,
  validityOf,
} from "./regulation.repo";
import { relationalGraph } from "./regulation-graph";

/** No call here is in the response cache: validity depends on today's date (decision 079). */
export function regulationHandlers(server: ServerContext): HandlersFor<typeof regulationContracts> {
  const { db } = server;
  return {
    async regulationProfile(input) {
      const article = await findArticle(db, input.id);
      if (!article) return fail(404, REGULATION_MESSAGES.articleMissing);
      const today = beijingDay(server.clock());
      const meta = await findMetadata(db, article.id);
      const metadata = meta
        ? await validityFacts(db, article.id, meta.effectiveFrom).then((facts) => ({
            docNumber: meta.docNumber,
            issuers: meta.issuers,
            issuedOn: meta.issuedOn,
            effectiveFrom: meta.effectiveFrom,
            region: meta.region,
            validity: policyValidity(facts, today),
            nextChangeOn: nextValidityChange(facts, today),
          }))
        : null;

      const relations = await relationsOf(db, [article.id]);
      const otherIds = relations.map((r) => (r.fromId === article.id ? r.toId : r.fromId));
      const [others, validity] = await Promise.all([articleSummaries(db, otherIds), validityOf(db, otherIds, today)]);
      const byId = new Map(others.map((o) => [o.id, o]));
      const chain = relations
        .map((r) => {
          const outgoing = r.fromId === article.id;
          const other = byId.get(outgoing ? r.toId : r.fromId)!;
          return {
            direction: outgoing ? ("outgoing" as const) : ("incoming" as const),
            kind: r.kind as "repeals" | "amends",
            note: r.note,
            articleId: other.id,
            title: other.title,
            docNumber: other.docNumber,
            effectiveFrom: other.effectiveFrom ?? "",
            validity: validity.get(other.id) ?? ("effective" as const),
          };
        })
        // the change that happens first comes first; a document's own changes after those made to it
        .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom) || a.articleId - b.articleId);

      const found = findCitationsInHtml(article.contentHtml);
      const resolved = await resolveKeys(db, found);
      const targetOf = (c: { kind: string; key: string }) => {
        const id = resolved.get(`${c.kind}|${c.key}`);
        return id === undefined || id === article.id ? null : id;
      };
      const seen = new Set<string>();
      const citations = found
        .filter((c) => !seen.has(`${c.kind}|${c.key}`) && seen.add(`${c.kind}|${c.key}`))
        .map((c) => ({ kind: c.kind, raw: c.raw, articleId: targetOf(c) }));
      // links made here pass through the site's sanitiser again before they leave (the same one that stored the body)
      const linkedHtml = sanitizeRichText(
        linkCitations(article.contentHtml, (c) => {
          const id = targetOf(c);
          return id === null ? null : `/policy/details?id=${id}`;
        }),
      );
      return ok({ articleId: article.id, metadata, relations: chain, citations, linkedHtml });
    },

    async regulationList(input) {
      const filter = {
        types: input.type !== undefined ? [input.type] : POLICY_TYPES,
        validity: input.validity,
        today: beijingDay(server.clock()),
        ...(input.keyword?.trim() ? { keyword: input.keyword.trim() } : {}),
        ...(input.categoryId !== undefined ? { categoryId: input.categoryId } : {}),
        ...(input.provinceId !== undefined ? { provinceId: input.provinceId } : {}),
      };
      // the list's order once per catalogue state and Beijing day (validity is the day's, and every write of a
      // policy's register entry is a catalogue write that clears it); a page is its ids by primary key, so the
      // last page costs what the first does
      const order = await listOrdersOf(server).ids(`regulation|${JSON.stringify(filter)}`, () =>
        policyIdsByValidity(db, filter),
      );
      const { ids, total } = pageOfIds(order, input.page, input.pageSize);
      const rows = inOrderOf(ids, await articlesByIds(db, ids));
      return ok({ list: rows.map(articleCard), total, page: input.page, pageSize: input.pageSize });
    },

    async relationalGraph(input) {
      const graph = await relationalGraph(
        db,
        { kind: input.kind, refId: input.id },
        input.depth,
        input.limit,
        beijingDay(server.clock()),
      );
      return graph ? ok(graph) : fail(404, REGULATION_MESSAGES.graphCentreMissing);
    },
  };
}
