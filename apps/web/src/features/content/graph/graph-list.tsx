import type { GraphEdgeData, GraphNodeData } from "@taxlearn/api";
import { VALIDITY_LABELS } from "@taxlearn/core";
import { Link } from "react-router";
import * as styles from "./graph.css";
import { GRAPH_TEXT, NODE_KIND_LABELS } from "./graph.messages";
import { byHop, relationLines } from "./graph-model";

/** The graph as nested lists of links, by hop from the centre: the accessible and phone view of the same data. */
export function GraphList({ nodes, edges }: { nodes: readonly GraphNodeData[]; edges: readonly GraphEdgeData[] }) {
  const titles = new Map(nodes.map((n) => [n.id, n.title]));
  return (
    <div className={styles.hops}>
      {byHop(nodes).map(([hop, group]) => (
        <section key={hop} aria-label={GRAPH_TEXT.hop(hop)}>
          <h3 className={styles.hopTitle}>{GRAPH_TEXT.hop(hop)}</h3>
          <ul className={styles.nodeList}>
            {group.map((node) => (
              <li key={node.id} className={styles.nodeItem} data-node={node.id}>
                <span className={styles.tag}>{NODE_KIND_LABELS[node.kind]}</span>
                {node.validity ? <span className={styles.validityTag}>{VALIDITY_LABELS[node.validity]}</span> : null}
                <Link className={styles.nodeLink} to={node.href}>
                  {node.title}
                </Link>
                <span className={styles.relation}>
                  {relationLines(node, edges, titles).join(GRAPH_TEXT.relationSeparator)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
