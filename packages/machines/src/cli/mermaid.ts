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
  // colons end the label in Mermaid
  return (guardName ? `${name} [${guardName}]` : name).replace(/:/g, " ");
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...node.transitions.values()].flat().concat(node.always ?? []);
}

function renderNode(node: AnyStateNode, indent: string, lines: string[]): void {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return;
  const initial = node.type === "compound" ? node.initial?.target?.[0] : undefined;
  const regions = node.type === "parallel" ? children : [undefined];
  regions.forEach((region, index) => {
    if (region) {
      if (index > 0) lines.push(`${indent}--`);
      lines.push(`${indent}state ${mermaidId(region)} {`);
      renderNode(region, `${indent}  `, lines);
      lines.push(`${indent}}`);
      return;
    }
    if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
    for (const child of children) {
      const grandChildren = Object.values(child.states);
      lines.push(`${indent}state "${child.key}" as ${mermaidId(child)}`);
      if (grandChildren.length > 0) {
        lines.push(`${indent}state ${mermaidId(child)} {`);
        renderNode(child, `${indent}  `, lines);
        lines.push(`${indent}}`);
      }
      if (child.type === "final") lines.push(`${indent}${mermaidId(child)} --> [*]`);
    }
  });
}

function renderTransitions(machine: AnyStateMachine, lines: string[]): void {
  const visit = (node: AnyStateNode) => {
    for (const transition of transitionsOf(node)) {
      const targets = transition.target ?? [node];
      for (const target of targets) {
        lines.push(`  ${mermaidId(node)} --> ${mermaidId(target)}: ${eventLabel(transition)}`);
      }
    }
    for (const child of Object.values(node.states)) visit(child as AnyStateNode);
  };
  for (const child of Object.values(machine.root.states)) visit(child as AnyStateNode);
  for (const transition of transitionsOf(machine.root)) {
    for (const target of transition.target ?? [])
      lines.push(`  note right of ${mermaidId(target)}: any state, ${eventLabel(transition)}`);
  }
}

/** The machine as a Mermaid `stateDiagram-v2`: nested states, and every transition labelled with event and guard. */
export function toMermaid(machine: AnyStateMachine): string {
  const lines = ["stateDiagram-v2"];
  renderNode(machine.root, "  ", lines);
  renderTransitions(machine, lines);
  return lines.join("\n");
}
