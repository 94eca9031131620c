import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from "xstate";

/** Mermaid ids may not contain dots or dashes. */
function mermaidId(node: AnyStateNode): string {
  return node.id.replace(/[^A-Za-z0-9_]/g, "_");
}

function eventLabel(transition: AnyTransitionDefinition): string {
  const type = transition.eventType;
  const name =
    type === ""
      ? "always"
      : type
          .replace(/^xstate\.done\.actor\.(.+)$/, "done $1")
          .replace(/^xstate\.error\.actor\.(.+)$/, "error $1")
          .replace(/^xstate\.done\.state\..+$/, "done")
          .replace(/^xstate\.after\.([^.]+)\..+$/, "after $1");
  const guard = transition.guard;
  const guardName = typeof guard === "string" ? guard : guard && typeof guard === "object" ? guard.type : undefined;
  // a colon would end the label
  return (guardName ? `${name} [${guardName}]` : name).replace(/:/g, " ");
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...node.transitions.values()].flat().concat(node.always ?? []);
}

function ancestry(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = [];
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) chain.unshift(current);
  return chain;
}

interface Edge {
  from: AnyStateNode;
  to: AnyStateNode;
  label: string;
}

/**
 * Mermaid cannot draw an arrow into or out of another composite state's inside, so each arrow is drawn in
 * the block of the lowest state containing both ends, between the children of that state on the way.
 */
function edgesByContainer(machine: AnyStateMachine): Map<AnyStateNode, Edge[]> {
  const edges = new Map<AnyStateNode, Edge[]>();
  const visit = (node: AnyStateNode) => {
    for (const transition of transitionsOf(node)) {
      for (const target of transition.target ?? [node]) {
        const from = ancestry(node);
        const to = ancestry(target);
        let depth = 0;
        while (from[depth + 1] && from[depth + 1] === to[depth + 1]) depth++;
        // one end contains the other (self and re-entering transitions): draw it at the outer one's level
        if (!from[depth + 1] || !to[depth + 1]) depth--;
        const container = from[depth] as AnyStateNode;
        const edge = { from: from[depth + 1] ?? node, to: to[depth + 1] ?? target, label: eventLabel(transition) };
        edges.set(container, [...(edges.get(container) ?? []), edge]);
      }
    }
    for (const child of Object.values(node.states)) visit(child as AnyStateNode);
  };
  for (const child of Object.values(machine.root.states)) visit(child as AnyStateNode);
  return edges;
}

function renderNode(node: AnyStateNode, indent: string, edges: Map<AnyStateNode, Edge[]>, lines: string[]): void {
  const children = Object.values(node.states) as AnyStateNode[];
  if (node.type === "parallel") {
    children.forEach((region, index) => {
      if (index > 0) lines.push(`${indent}--`);
      lines.push(`${indent}state ${mermaidId(region)} {`);
      renderNode(region, `${indent}  `, edges, lines);
      lines.push(`${indent}}`);
    });
  } else {
    const initial = node.initial?.target?.[0];
    if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
    for (const child of children) {
      lines.push(`${indent}state "${child.key}" as ${mermaidId(child)}`);
      if (Object.keys(child.states).length > 0) {
        lines.push(`${indent}state ${mermaidId(child)} {`);
        renderNode(child, `${indent}  `, edges, lines);
        lines.push(`${indent}}`);
      }
      if (child.type === "final") lines.push(`${indent}${mermaidId(child)} --> [*]`);
    }
  }
  for (const edge of edges.get(node) ?? []) {
    lines.push(`${indent}${mermaidId(edge.from)} --> ${mermaidId(edge.to)} : ${edge.label}`);
  }
}

/** The machine as a Mermaid `stateDiagram-v2`: nested states, every transition labelled with event and guard. */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ["stateDiagram-v2"];
  renderNode(machine.root, "  ", edgesByContainer(machine), lines);
  // transitions of the machine itself apply in every state
  for (const transition of transitionsOf(machine.root)) {
    for (const target of transition.target ?? []) {
      const top = ancestry(target)[1] ?? target;
      lines.push(`  note right of ${mermaidId(top)} : from any state, ${eventLabel(transition)}`);
    }
  }
  return lines.join("\n");
}
