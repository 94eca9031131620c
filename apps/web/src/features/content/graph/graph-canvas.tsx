import type { GraphEdgeData, GraphNodeData } from "@taxlearn/api";
import { vars } from "@taxlearn/ui";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import * as styles from "./graph.css";
import { EDGE_LABELS, GRAPH_TEXT } from "./graph.messages";

/** A theme colour (`var(--…)`) as the value the page computes for it: the canvas cannot read CSS variables. */
const themeColour = (element: Element, variable: string): string => {
  const name = /^var\((--[^),\s]+)/.exec(variable)?.[1];
  return name ? getComputedStyle(element).getPropertyValue(name).trim() : variable;
};

/**
 * Cytoscape adds a <style> element (its container's `position: relative`) unless one with its id is in the page; the
 * site's policy refuses inline styles and would log a violation. An empty marker with that id stands in for it, and
 * the canvas's own class sets the position.
 */
function claimCytoscapeStylesheet(document: Document): void {
  const id = "__________cytoscape_stylesheet";
  if (document.getElementById(id)) return;
  const marker = document.createElement("meta");
  marker.id = id;
  document.head.append(marker);
}

export interface GraphCanvasProps {
  centre: string;
  nodes: readonly GraphNodeData[];
  edges: readonly GraphEdgeData[];
}

/**
 * The interactive graph (Cytoscape.js, decision 078): loaded on this screen only, after it renders, so neither the
 * frame nor any other screen carries it. Tapping a node opens its page; the list view below has the same nodes as
 * links for keyboards, screen readers and phones.
 */
export function GraphCanvas({ centre, nodes, edges }: GraphCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");

  useEffect(() => {
    let disposed = false;
    let destroy = () => {};
    import("cytoscape").then(
      ({ default: cytoscape }) => {
        const element = container.current;
        if (disposed || !element) return;
        claimCytoscapeStylesheet(element.ownerDocument);
        const colour = (v: string) => themeColour(element, v);
        const kindColour = {
          policy: colour(vars.color.brand),
          course: colour(vars.color.success),
          case: colour(vars.color.warning),
        };
        const cy = cytoscape({
          container: element,
          elements: [
            ...nodes.map((n) => ({
              data: { id: n.id, label: n.title.length > 18 ? `${n.title.slice(0, 18)}…` : n.title, href: n.href },
              classes: `${n.kind}${n.id === centre ? " centre" : ""}${n.validity === "repealed" ? " repealed" : ""}`,
            })),
            ...edges.map((e) => ({
              data: { id: `${e.from}>${e.to}>${e.kind}`, source: e.from, target: e.to, label: EDGE_LABELS[e.kind] },
            })),
          ],
          style: [
            {
              selector: "node",
              style: {
                label: "data(label)",
                "font-size": 11,
                color: colour(vars.color.text),
                "text-valign": "bottom",
                "text-margin-y": 4,
                width: 18,
                height: 18,
              },
            },
            { selector: "node.policy", style: { "background-color": kindColour.policy } },
            { selector: "node.course", style: { "background-color": kindColour.course, shape: "round-rectangle" } },
            { selector: "node.case", style: { "background-color": kindColour.case, shape: "diamond" } },
            { selector: "node.repealed", style: { "background-opacity": 0.4 } },
            {
              selector: "node.centre",
              style: { width: 30, height: 30, "border-width": 3, "border-color": colour(vars.color.text) },
            },
            {
              selector: "edge",
              style: {
                width: 1.5,
                "line-color": colour(vars.color.borderStrong),
                "target-arrow-color": colour(vars.color.borderStrong),
                "target-arrow-shape": "triangle",
                "curve-style": "bezier",
                label: "data(label)",
                "font-size": 9,
                color: colour(vars.color.textMuted),
              },
            },
          ],
          layout: { name: "breadthfirst", roots: [centre], circle: true, spacingFactor: 1.1 },
        });
        cy.on("tap", "node", (event) => navigate(event.target.data("href") as string));
        destroy = () => cy.destroy();
        setStatus("ready");
      },
      () => {
        if (!disposed) setStatus("failed");
      },
    );
    return () => {
      disposed = true;
      destroy();
    };
  }, [centre, nodes, edges, navigate]);

  return (
    <>
      {status === "ready" ? null : (
        <p className={styles.canvasStatus} role="status">
          {status === "loading" ? GRAPH_TEXT.graphLoadingCanvas : GRAPH_TEXT.graphCanvasFailed}
        </p>
      )}
      <div
        ref={container}
        className={styles.canvas}
        role="img"
        aria-label={GRAPH_TEXT.graphCanvasLabel}
        data-testid="graph-canvas"
      />
    </>
  );
}
