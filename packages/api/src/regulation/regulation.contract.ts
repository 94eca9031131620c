import { VALIDITY } from "@taxlearn/core";
import { Schema } from "effect";
import { ArticleCardData } from "../catalogue/catalogue.schema";
import { defineContract } from "../contract/contract";
import { IdParam, IntLiteralParam, IntParam, PageOf, PaginationFields } from "../contract/params";

export const ValidityData = Schema.Literal(...VALIDITY);

/** A document another one repeals or amends, or that repeals or amends it. */
export const PolicyRelationData = Schema.Struct({
  /** "incoming": this document is changed by the other; "outgoing": it changes the other. */
  direction: Schema.Literal("incoming", "outgoing"),
  kind: Schema.Literal("repeals", "amends"),
  note: Schema.String,
  articleId: Schema.Int,
  title: Schema.String,
  docNumber: Schema.String,
  effectiveFrom: Schema.String,
  validity: ValidityData,
});
export type PolicyRelationData = typeof PolicyRelationData.Type;

export const CitationData = Schema.Struct({
  kind: Schema.Literal("docNumber", "title"),
  raw: Schema.String,
  /** The policy it resolves to, or null when the library does not hold it. */
  articleId: Schema.NullOr(Schema.Int),
});
export type CitationData = typeof CitationData.Type;

export const PolicyMetadataData = Schema.Struct({
  docNumber: Schema.String,
  issuers: Schema.Array(Schema.String),
  issuedOn: Schema.String,
  effectiveFrom: Schema.String,
  region: Schema.String,
  validity: ValidityData,
  /** The day the status next changes by itself (a scheduled effective day or repeal), or null. */
  nextChangeOn: Schema.NullOr(Schema.String),
});
export type PolicyMetadataData = typeof PolicyMetadataData.Type;

export const RegulationProfileData = Schema.Struct({
  articleId: Schema.Int,
  /** Null for a case (cases have no register entry). */
  metadata: Schema.NullOr(PolicyMetadataData),
  /** The amendment chain: oldest change first. */
  relations: Schema.Array(PolicyRelationData),
  citations: Schema.Array(CitationData),
  /** The article's sanitised body with resolved citations as links, sanitised again. */
  linkedHtml: Schema.String,
});
export type RegulationProfileData = typeof RegulationProfileData.Type;

export const regulationProfile = defineContract({
  name: "regulationProfile",
  method: "GET",
  path: "/api/regulation/profile/:id",
  request: Schema.Struct({ id: IdParam }),
  data: RegulationProfileData,
  summary: "A policy's 文号, issuers, dates, region and validity today, its amendment chain and its linked citations.",
});

export const GRAPH_NODE_KINDS = ["policy", "course", "case"] as const;
export const GraphNodeKindData = Schema.Literal(...GRAPH_NODE_KINDS);
export type GraphNodeKind = (typeof GRAPH_NODE_KINDS)[number];
export const GRAPH_EDGE_KINDS = ["cites", "repeals", "amends", "teaches", "applies"] as const;
export type GraphEdgeKind = (typeof GRAPH_EDGE_KINDS)[number];

/** Bounds of the graph call: depth 1-3 (default 1), at most 80 nodes (default 40). */
export const GRAPH_LIMITS = { maxDepth: 3, maxNodes: 80, defaultNodes: 40 } as const;

export const GraphNodeData = Schema.Struct({
  /** `${kind}:${refId}`. */
  id: Schema.String,
  kind: GraphNodeKindData,
  refId: Schema.Int,
  title: Schema.String,
  /** The page the node opens. */
  href: Schema.String,
  /** Policies only. */
  validity: Schema.NullOr(ValidityData),
  /** Hops from the centre. */
  depth: Schema.Int,
});
export type GraphNodeData = typeof GraphNodeData.Type;

export const GraphEdgeData = Schema.Struct({
  from: Schema.String,
  to: Schema.String,
  kind: Schema.Literal(...GRAPH_EDGE_KINDS),
});
export type GraphEdgeData = typeof GraphEdgeData.Type;

export const RelationalGraphData = Schema.Struct({
  centre: Schema.String,
  nodes: Schema.Array(GraphNodeData),
  edges: Schema.Array(GraphEdgeData),
  /** True when the node limit cut the walk short. */
  truncated: Schema.Boolean,
});
export type RelationalGraphData = typeof RelationalGraphData.Type;

const bounded = (min: number, max: number) =>
  IntParam.pipe(Schema.filter((n) => n >= min && n <= max, { message: () => `must be between ${min} and ${max}` }));

export const relationalGraph = defineContract({
  name: "relationalGraph",
  method: "GET",
  path: "/api/relationalGraph",
  request: Schema.Struct({
    kind: GraphNodeKindData,
    id: IdParam,
    depth: Schema.optionalWith(bounded(1, GRAPH_LIMITS.maxDepth), { default: () => 1 }),
    limit: Schema.optionalWith(bounded(1, GRAPH_LIMITS.maxNodes), { default: () => GRAPH_LIMITS.defaultNodes }),
  }),
  data: RelationalGraphData,
  summary:
    "The documents around a policy, course or case: citations, repeals and amendments, courses that teach and cases that apply it.",
});

/**
 * Policies filtered by validity today. Its own call, outside the response cache that serves onlineNewsList:
 * the answer changes with the date, not only with writes (decision 079).
 */
export const regulationList = defineContract({
  name: "regulationList",
  method: "GET",
  path: "/api/regulation/list",
  request: Schema.Struct({
    ...PaginationFields,
    validity: ValidityData,
    type: Schema.optional(IntLiteralParam(1, 2, 3, 4)),
    categoryId: Schema.optional(IdParam),
    provinceId: Schema.optional(IdParam),
    keyword: Schema.optional(Schema.String.pipe(Schema.maxLength(100))),
  }),
  data: PageOf(ArticleCardData),
  summary: "Policy articles whose validity today is the one asked, newest first.",
});

export const regulationContracts = { regulationProfile, relationalGraph, regulationList } as const;
