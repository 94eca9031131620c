import { GRAPH_LIMITS, GRAPH_NODE_KINDS, type GraphNodeKind } from "@taxlearn/api";
import { VALIDITY_LABELS } from "@taxlearn/core";
import { belowBreakpoint, PageColumn } from "@taxlearn/ui";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { CONTENT_TEXT } from "../content.messages";
import { ContentNotFound } from "../shared/content-not-found";
import { DetailQueryView } from "../shared/detail-query-view";
import * as layout from "../shared/layout.css";
import { combineRelated } from "../shared/related-results";
import * as styles from "./graph.css";
import { GRAPH_TEXT, NODE_KIND_LABELS } from "./graph.messages";
import { GraphCanvas } from "./graph-canvas";
import { GraphList } from "./graph-list";
import { type GraphParams, graphHref, readGraphParams, visibleGraph } from "./graph-model";
import { relationalGraphPath } from "./regulation.messages";

/** /relational-graph?kind=&id=&depth=&show=: the documents around a policy, course or case. */
export default function RelationalGraphScreen() {
  const [search] = useSearchParams();
  const params = readGraphParams(search);
  return (
    <PageColumn className={layout.page}>
      <PageHeading title={GRAPH_TEXT.graphTitle} subtitle={GRAPH_TEXT.graphSubtitle} />
      {params ? <Graph key={graphHref(params)} params={params} /> : <StartingPoints />}
    </PageColumn>
  );
}

/** Without a centre: the policies whose graphs say most (repealed and amended ones). */
function StartingPoints() {
  const list = useApiQuery(
    (api) =>
      Promise.all(
        (["repealed", "partiallyInvalid"] as const).map((validity) =>
          api
            .regulationList({ validity, page: 1, pageSize: 10 })
            .then((r) => (r.success ? { ...r, data: r.data.list } : r)),
        ),
      ).then(combineRelated),
    [],
  );
  return (
    <section className={layout.panel} aria-label={GRAPH_TEXT.graphStartTitle}>
      <h2 className={layout.sectionTitle}>{GRAPH_TEXT.graphStartTitle}</h2>
      <QueryView query={list}>
        {(items) => (
          <ul className={styles.startList}>
            {items.map((item) => (
              <li key={item.id}>
                <Link to={relationalGraphPath("policy", item.id)}>{item.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

function Graph({ params }: { params: GraphParams }) {
  const query = useApiQuery(
    (api) =>
      api.relationalGraph({ kind: params.kind, id: params.id, depth: params.depth, limit: GRAPH_LIMITS.defaultNodes }),
    [params.kind, params.id, params.depth],
  );
  // the canvas is for wide screens; a phone shows the list only and never loads the graph library
  const [wide] = useState(
    () => typeof window.matchMedia !== "function" || !window.matchMedia(belowBreakpoint("small")).matches,
  );
  const notFound = (
    <ContentNotFound title={GRAPH_TEXT.graphNotFound} backHref="/policy" backLabel={GRAPH_TEXT.graphBack} />
  );
  return (
    <DetailQueryView query={query} notFound={notFound}>
      {(graph) => {
        const centre = graph.nodes.find((n) => n.id === graph.centre)!;
        const { nodes, edges } = visibleGraph(graph, params.show);
        return (
          <>
            <section className={layout.panel} aria-label={GRAPH_TEXT.graphCentre}>
              <h2 className={layout.sectionTitle}>
                {CONTENT_TEXT.withColon(GRAPH_TEXT.graphCentre)}
                <Link className={styles.nodeLink} to={centre.href}>
                  {centre.title}
                </Link>
                {centre.validity ? (
                  <span className={styles.validityTag}>{VALIDITY_LABELS[centre.validity]}</span>
                ) : null}
              </h2>
              <div className={styles.filters}>
                <nav className={styles.filterGroup} aria-label={GRAPH_TEXT.graphDepth}>
                  <span className={styles.filterLabel}>{GRAPH_TEXT.graphDepth}</span>
                  {[1, 2, 3].map((depth) => (
                    <Link
                      key={depth}
                      className={styles.chip}
                      to={graphHref(params, { depth })}
                      aria-current={depth === params.depth ? "true" : undefined}
                    >
                      {GRAPH_TEXT.graphDepthOption(depth)}
                    </Link>
                  ))}
                </nav>
                <nav className={styles.filterGroup} aria-label={GRAPH_TEXT.graphKinds}>
                  <span className={styles.filterLabel}>{GRAPH_TEXT.graphKinds}</span>
                  <Link
                    className={styles.chip}
                    to={graphHref(params, { show: GRAPH_NODE_KINDS })}
                    aria-current={params.show.length === GRAPH_NODE_KINDS.length ? "true" : undefined}
                  >
                    {GRAPH_TEXT.graphAllKinds}
                  </Link>
                  {GRAPH_NODE_KINDS.map((kind: GraphNodeKind) => (
                    <Link
                      key={kind}
                      className={styles.chip}
                      to={graphHref(params, { show: [kind] })}
                      aria-current={params.show.length === 1 && params.show[0] === kind ? "true" : undefined}
                    >
                      {NODE_KIND_LABELS[kind]}
                    </Link>
                  ))}
                </nav>
              </div>
              {graph.truncated ? (
                <p className={styles.notice}>{GRAPH_TEXT.graphTruncated(graph.nodes.length)}</p>
              ) : null}
              {nodes.length <= 1 ? <p className={styles.notice}>{GRAPH_TEXT.graphEmpty}</p> : null}
              {wide && nodes.length > 1 ? <GraphCanvas centre={graph.centre} nodes={nodes} edges={edges} /> : null}
            </section>
            <section className={layout.panel} aria-label={GRAPH_TEXT.graphListTitle}>
              <h2 className={layout.sectionTitle}>{GRAPH_TEXT.graphListTitle}</h2>
              <GraphList nodes={nodes} edges={edges} />
            </section>
          </>
        );
      }}
    </DetailQueryView>
  );
}
