// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Keyboard users see where focus is on every screen: the kit's theme draws one ring on `:focus-visible`, so no
// style of the app may take the outline away without saying (`// focus ring:` just above) where the ring is drawn
// instead, or replacing it on the same line with a border and halo.

const SRC = fileURLToPath(new URL("..", import.meta.url));

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styleFiles(path);
    return entry.name.endsWith(".css.ts") ? [path] : [];
  });
}

describe("focus ring", () => {
  it("no style of the app removes the outline without a replacement", () => {
    const files = styleFiles(SRC);
    expect(files.length).toBeGreaterThan(20);
    const bare = files.flatMap((file) => {
      const lines = readFileSync(file, "utf8").split("\n");
      return lines.flatMap((line, index) => {
        if (!/outline:\s*"none"/.test(line) || /boxShadow|borderColor/.test(line)) return [];
        const explained = lines.slice(Math.max(0, index - 3), index).some((above) => above.includes("// focus ring:"));
        return explained ? [] : [`${relative(SRC, file)}:${index + 1}`];
      });
    });
    expect(bare).toEqual([]);
  });
});
