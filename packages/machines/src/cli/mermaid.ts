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

const isWithin = (node: AnyStateNode, ancestor: AnyStateNode): boolean => ancestry(node).includes(ancestor);

/**
 * Each arrow runs from the state that owns the transition to its target; a transition without a target (it
 * only acts, or only blocks the event) is a self-loop on its owner, and a state's self-loops are drawn as one,
 * their labels joined. The arrow's line goes in the block of the lowest state containing both ends (outside
 * a state when one end contains the other), after both ends are declared. The root's own transitions are
 * left to `toMermaid`.
 */
function edgesByContainer(machine: AnyStateMachine): Map<AnyStateNode, Edge[]> {
  const edges = new Map<AnyStateNode, Edge[]>();
  const add = (container: AnyStateNode, edge: Edge) => {
    const list = edges.get(container) ?? [];
    const loop = edge.from === edge.to ? list.find((other) => other.from === edge.from && other.to === edge.to) : null;
    if (loop) loop.label = `${loop.label}, ${edge.label}`;
    else edges.set(container, [...list, edge]);
  };
  const visit = (node: AnyStateNode) => {
    for (const transition of transitionsOf(node)) {
      for (const target of transition.target ?? [node]) {
        const from = ancestry(node);
        const to = ancestry(target);
        let depth = 0;
        while (from[depth + 1] && from[depth + 1] === to[depth + 1]) depth++;
        const nested = isWithin(node, target) || isWithin(target, node);
        const container = (nested ? from[depth - 1] : from[depth]) ?? machine.root;
        add(container, { from: node, to: target, label: eventLabel(transition) });
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
    // Regions are drawn the way Mermaid documents concurrency: their contents side by side, split by `--`,
    // not boxed (Mermaid fails to lay out an initial arrow into a compound state inside a boxed region).
    children.forEach((region, index) => {
      if (index > 0) lines.push(`${indent}--`);
      renderNode(region, indent, edges, lines);
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

/**
 * The machine as a Mermaid `stateDiagram-v2`: nested states, every transition labelled with event and guard.
 * The machine's own transitions apply in every state: those with a target are notes on it ("from any
 * state"); those without one (forwarded events, say) are a self-loop on a box standing for the machine.
 */
export function toMermaid(machine: AnyStateMachine): string {
  const root = machine.root;
  const rootTransitions = transitionsOf(root);
  const rootLoops = rootTransitions.filter((transition) => !transition.target?.length).map(eventLabel);
  // a parallel machine needs the box too: Mermaid allows `--` only inside a state
  const boxed = rootLoops.length > 0 || root.type === "parallel";
  const indent = boxed ? "    " : "  ";
  const body: string[] = [];
  renderNode(root, indent, edgesByContainer(machine), body);
  for (const transition of rootTransitions) {
    for (const target of transition.target ?? []) {
      const top = ancestry(target)[1] ?? target;
      body.push(`${indent}note right of ${mermaidId(top)} : from any state, ${eventLabel(transition)}`);
    }
  }
  if (!boxed) return ["stateDiagram-v2", ...body].join("\n");
  const id = mermaidId(root);
  const loop = rootLoops.length > 0 ? [`  ${id} --> ${id} : ${rootLoops.join(", ")}`] : [];
  return ["stateDiagram-v2", `  state "${root.key}" as ${id}`, `  state ${id} {`, ...body, "  }", ...loop].join("\n");
}
