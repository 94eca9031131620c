import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { models } from "../testing/registry";
import { toMermaid } from "./mermaid";

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

/** The first Mermaid block under the README's `### <name>` heading. */
function readmeDiagram(name: string): string | undefined {
  const section = readme.split(/^### /m).find((part) => part.startsWith(`${name}\n`));
  return section?.match(/```mermaid\n([\s\S]*?)\n```/)?.[1];
}

// The README shows each machine's diagram; they must be what `pnpm machines graph <name>` prints today.
describe("README diagrams", () => {
  for (const model of models) {
    it(`shows ${model.name} as the CLI draws it`, () => {
      const diagram = readmeDiagram(model.name);
      expect(diagram, `README has no diagram for ${model.name}`).toBeDefined();
      expect(diagram, `regenerate with \`pnpm machines graph ${model.name}\``).toBe(toMermaid(model.machine));
    });
  }
});
