import type { GraphEdgeData, GraphEdgeKind, GraphNodeData, GraphNodeKind, RelationalGraphData } from "@taxlearn/api";
import type { Database } from "../../db/database";
import { CASE_TYPES } from "../../db/reference-data/article-types";
import { articleHeads } from "../catalogue/articles.repo";
import { onSaleCourseTitles } from "../catalogue/courses.repo";
import {
  type CitationSourceKind,
  citationsFrom,
  citersOf,
  relationsOf,
  resolveKeys,
  validityOf,
} from "./regulation.repo";

const nodeId = (kind: GraphNodeKind, id: number) => `${kind}:${id}`;
const HREF: Record<GraphNodeKind, (id: number) => string> = {
  policy: (id) => `/policy/details?id=${id}`,
  case: (id) => `/casebook/details?id=${id}`,
  course: (id) => `/course/details?id=${id}`,
};
const isCase = (type: number) => (CASE_TYPES as readonly number[]).includes(type);

/** What an edge from a citing source means: a course teaches, a case applies, a policy cites. */
const citeEdge: Record<CitationSourceKind, GraphEdgeKind> = { course: "teaches", case: "applies", policy: "cites" };

interface Found {
  readonly kind: GraphNodeKind;
  readonly refId: number;
}

/**
 * The documents around a centre, breadth first: each hop adds what the frontier cites, what cites it (courses that
 * teach it, cases that apply it, policies that cite it) and its repeals and amendments. The walk stops at `depth`
 * hops or `limit` nodes (then `truncated`), so one call costs at most depth × a few indexed queries.
 */
export async function relationalGraph(
  db: Database,
  centre: Found,
  depth: number,
  limit: number,
  today: string,
): Promise<RelationalGraphData | null> {
  const nodes = new Map<string, { kind: GraphNodeKind; refId: number; depth: number }>();
  const edges = new Map<string, GraphEdgeData>();
  let truncated = false;
  const add = (found: Found, hop: number) => {
    const id = nodeId(found.kind, found.refId);
    if (!nodes.has(id)) nodes.set(id, { ...found, depth: hop });
  };
  const link = (from: Found, to: Found, kind: GraphEdgeKind, hop: number) => {
    // both ends fit, or neither is added (no node without the edge that brought it)
    const missing = [from, to].filter((f) => !nodes.has(nodeId(f.kind, f.refId)));
    if (nodes.size + new Set(missing.map((f) => nodeId(f.kind, f.refId))).size > limit) {
      truncated = true;
      return;
    }
    add(from, hop);
    add(to, hop);
    const a = nodeId(from.kind, from.refId);
    const b = nodeId(to.kind, to.refId);
    if (a !== b) edges.set(`${a}|${b}|${kind}`, { from: a, to: b, kind });
  };

  const kindOf = (type: number) => (isCase(type) ? ("case" as const) : ("policy" as const));

  // the centre must exist (a course on sale), and be of the kind asked
  if (centre.kind === "course") {
    if (!(await onSaleCourseTitles(db, [centre.refId])).has(centre.refId)) return null;
  } else {
    const head = (await articleHeads(db, [centre.refId])).get(centre.refId);
    if (!head || kindOf(head.type) !== centre.kind) return null;
  }
  add(centre, 0);

  let frontier: Found[] = [centre];
  for (let hop = 1; hop <= depth && frontier.length > 0 && !truncated; hop++) {
    const before = new Set(nodes.keys());
    const policies = frontier.filter((f) => f.kind === "policy").map((f) => f.refId);
    // outgoing citations of every frontier text
    const outgoing = (
      await Promise.all(
        (["policy", "case", "course"] as const).map((kind) =>
          citationsFrom(
            db,
            kind,
            frontier.filter((f) => f.kind === kind).map((f) => f.refId),
          ),
        ),
      )
    ).flat();
    const resolved = await resolveKeys(db, outgoing);
    for (const c of outgoing) {
      const target = resolved.get(`${c.kind}|${c.key}`);
      if (target === undefined) continue;
      const source = { kind: c.sourceKind as GraphNodeKind, refId: c.sourceId };
      link(source, { kind: "policy", refId: target }, citeEdge[c.sourceKind as CitationSourceKind], hop);
    }
    // who cites the frontier's policies
    const citers = await citersOf(db, policies, limit * 4);
    // the graph shows only courses on sale
    const onSale = await onSaleCourseTitles(
      db,
      citers.filter((c) => c.sourceKind === "course").map((c) => c.sourceId),
    );
    for (const c of citers.filter((c) => c.sourceKind !== "course" || onSale.has(c.sourceId))) {
      link(
        { kind: c.sourceKind, refId: c.sourceId },
        { kind: "policy", refId: c.targetId },
        citeEdge[c.sourceKind],
        hop,
      );
    }
    // repeals and amendments both ways
    const relations = await relationsOf(db, policies);
    for (const r of relations) {
      link({ kind: "policy", refId: r.fromId }, { kind: "policy", refId: r.toId }, r.kind as GraphEdgeKind, hop);
    }
    frontier = [...nodes.values()].filter((n) => !before.has(nodeId(n.kind, n.refId)));
  }

  // titles (and validity of policies) of every node
  const articleIds = [...nodes.values()].filter((n) => n.kind !== "course").map((n) => n.refId);
  const courseIds = [...nodes.values()].filter((n) => n.kind === "course").map((n) => n.refId);
  const [articleRows, courseRows, validity] = await Promise.all([
    articleHeads(db, articleIds),
    onSaleCourseTitles(db, courseIds),
    validityOf(
      db,
      [...nodes.values()].filter((n) => n.kind === "policy").map((n) => n.refId),
      today,
    ),
  ]);
  const titles = new Map<string, string>([
    ...[...articleRows.values()].map((a) => [`a${a.id}`, a.title] as const),
    ...[...courseRows].map(([id, title]) => [`c${id}`, title] as const),
  ]);
  const list: GraphNodeData[] = [...nodes.values()]
    .sort((a, b) => a.depth - b.depth || a.kind.localeCompare(b.kind) || a.refId - b.refId)
    .map((n) => ({
      id: nodeId(n.kind, n.refId),
      kind: n.kind,
      refId: n.refId,
      title: titles.get(`${n.kind === "course" ? "c" : "a"}${n.refId}`) ?? "",
      href: HREF[n.kind](n.refId),
      validity: n.kind === "policy" ? (validity.get(n.refId) ?? null) : null,
      depth: n.depth,
    }));
  return { centre: nodeId(centre.kind, centre.refId), nodes: list, edges: [...edges.values()], truncated };
}
