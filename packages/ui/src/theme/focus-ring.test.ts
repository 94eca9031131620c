// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("..", import.meta.url));

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styleFiles(path);
    return entry.name.endsWith(".css.ts") ? [path] : [];
  });
}

/**
 * Each `outline: "none"` without what replaces it: a border and halo on the same line, or a `// focus ring:`
 * comment just above saying where the ring is drawn instead.
 */
function outlineRemovalsWithoutReplacement(sources: ReadonlyArray<{ name: string; text: string }>): string[] {
  return sources.flatMap(({ name, text }) => {
    const lines = text.split("\n");
    return lines.flatMap((line, index) => {
      if (!/outline:\s*"none"/.test(line)) return [];
      const replacedHere = /boxShadow|borderColor/.test(line);
      const explained = lines.slice(Math.max(0, index - 3), index).some((above) => above.includes("// focus ring:"));
      return replacedHere || explained ? [] : [`${name}:${index + 1}`];
    });
  });
}

describe("focus ring", () => {
  it("no style of the kit removes the outline without drawing a focus ring another way", () => {
    const sources = styleFiles(SRC).map((file) => ({ name: relative(SRC, file), text: readFileSync(file, "utf8") }));
    expect(sources.length).toBeGreaterThan(50);
    expect(outlineRemovalsWithoutReplacement(sources)).toEqual([]);
  });

  it("finds a bare removal and accepts an explained or replaced one", () => {
    const text = [
      'export const a = style({ outline: "none" });',
      "// focus ring: drawn by the parent",
      'export const b = style({ outline: "none" });',
      'export const c = style({ selectors: { "&:focus": { outline: "none", borderColor: vars.color.brand } } });',
    ].join("\n");
    expect(outlineRemovalsWithoutReplacement([{ name: "x.css.ts", text }])).toEqual(["x.css.ts:1"]);
  });
});
