import type { GraphEdgeData, GraphNodeData, GraphNodeKind, RelationalGraphData } from "@taxlearn/api";
import { GRAPH_LIMITS, GRAPH_NODE_KINDS } from "@taxlearn/api";
import { parsePositiveInt } from "../../../lib/list-params";
import { EDGE_LABELS } from "./graph.messages";

export interface GraphParams {
  readonly kind: GraphNodeKind;
  readonly id: number;
  readonly depth: number;
  /** Kinds shown besides the centre. */
  readonly show: readonly GraphNodeKind[];
}

const isKind = (value: string): value is GraphNodeKind => (GRAPH_NODE_KINDS as readonly string[]).includes(value);

/** The screen's state from its query; null without a valid centre. Bad depth or kinds fall back to the defaults. */
export function readGraphParams(params: URLSearchParams): GraphParams | null {
  const kind = params.get("kind") ?? "";
  const id = parsePositiveInt(params.get("id"));
  if (!isKind(kind) || id === null) return null;
  const depth = parsePositiveInt(params.get("depth"));
  const show = (params.get("show") ?? "").split(",").filter(isKind);
  return {
    kind,
    id,
    depth: depth !== null && depth <= GRAPH_LIMITS.maxDepth ? depth : 1,
    show: show.length > 0 ? [...new Set(show)] : GRAPH_NODE_KINDS,
  };
}

/** The address of the screen with some of its state changed (every filter is a link). */
export function graphHref(params: GraphParams, change: Partial<GraphParams> = {}): string {
  const next = { ...params, ...change };
  const query = new URLSearchParams({ kind: next.kind, id: String(next.id) });
  if (next.depth !== 1) query.set("depth", String(next.depth));
  if (next.show.length < GRAPH_NODE_KINDS.length) query.set("show", next.show.join(","));
  return `/relational-graph?${query.toString()}`;
}

/** The nodes of the kinds shown (the centre always), and the edges between them. */
export function visibleGraph(graph: RelationalGraphData, show: readonly GraphNodeKind[]) {
  const nodes = graph.nodes.filter((n) => n.id === graph.centre || show.includes(n.kind));
  const ids = new Set(nodes.map((n) => n.id));
  const edges = graph.edges.filter((e) => ids.has(e.from) && ids.has(e.to));
  return { nodes, edges };
}

/** One line per edge touching a node, read from the node's side: "讲授 ← 《课程》", "废止 → 《政策》". */
export function relationLines(
  node: GraphNodeData,
  edges: readonly GraphEdgeData[],
  titles: ReadonlyMap<string, string>,
) {
  return edges.flatMap((e) => {
    if (e.from === node.id) return [`${EDGE_LABELS[e.kind]}《${titles.get(e.to) ?? ""}》`];
    if (e.to === node.id) return [`被《${titles.get(e.from) ?? ""}》${EDGE_LABELS[e.kind]}`];
    return [];
  });
}

/** Nodes grouped by hop from the centre, in order. */
export function byHop(nodes: readonly GraphNodeData[]): [number, GraphNodeData[]][] {
  const groups = new Map<number, GraphNodeData[]>();
  for (const n of nodes) groups.set(n.depth, [...(groups.get(n.depth) ?? []), n]);
  return [...groups.entries()].sort((a, b) => a[0] - b[0]);
}
