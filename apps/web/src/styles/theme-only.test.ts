// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// The app's styles come from the kit's theme (`vars`, `belowBreakpoint`, the layout primitives): no raw colours or
// pixel sizes outside it, so a theme change reaches every screen. This scans every source file of apps/web/src
// except tests (which assert on literal markup, e.g. HTML entities) for raw literals and fails on any not listed
// below.

const SRC = fileURLToPath(new URL("..", import.meta.url));

interface AllowedLiteral {
  /** Path under src/, with forward slashes. */
  file: string;
  /** The literal exactly as the check reports it. */
  literal: string;
  /** Why it cannot come from the theme. */
  why: string;
}

/** Every raw literal the app may keep. An entry that no longer matches anything fails the check too. */
const ALLOWED: readonly AllowedLiteral[] = [
  {
    file: "styles/content-sizes.ts",
    literal: "}px",
    why: "the one place that turns content sizes (badge images, the player, cover thumbnails) into CSS lengths",
  },
];

interface RawLiteral {
  file: string;
  line: number;
  literal: string;
}

const RULES: ReadonlyArray<{ name: string; pattern: RegExp; styleFilesOnly?: boolean }> = [
  // 12px, 0.5px, -4px
  { name: "pixel length", pattern: /(?<![\w$.])-?\d*\.?\d+px\b/g },
  // `${size}px`: a number turned into pixels by hand
  { name: "interpolated pixel length", pattern: /\}px\b/g },
  // #fff, #1f5fd1, #1f5fd1cc (not HTML entities such as &#39;)
  { name: "hex colour", pattern: /(?<![&\w])#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})\b/g },
  { name: "colour function", pattern: /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/g },
  {
    name: "named colour",
    pattern: /:\s*["'`](?:black|white|red|green|blue|gray|grey|silver|yellow|orange|purple|pink)["'`]/g,
    styleFilesOnly: true,
  },
  // vanilla-extract turns a bare number on a length property into pixels: `width: 320`, `outlineOffset: 2`
  {
    name: "unitless length",
    pattern:
      /\b(?:(?:min|max)?(?:Width|Height)|width|height|top|right|bottom|left|inset\w*|gap|rowGap|columnGap|margin\w*|padding\w*|fontSize|borderRadius|border\w*Width|outline(?:Offset|Width)|letterSpacing|scroll(?:Margin|Padding)\w*|flexBasis)\s*:\s*-?(?:[1-9]\d*(?:\.\d+)?|0?\.\d+)(?![\w%])/g,
    styleFilesOnly: true,
  },
  { name: "inline style object", pattern: /\bstyle=\{\{/g },
];

/** The raw literals in one file's text (comment lines skipped: they may say "the 1200 px column"). */
export function findRawLiterals(file: string, text: string): RawLiteral[] {
  const isStyleFile = file.endsWith(".css.ts");
  const found: RawLiteral[] = [];
  text.split("\n").forEach((source, index) => {
    const trimmed = source.trim();
    if (trimmed.startsWith("//") || trimmed.startsWith("*") || trimmed.startsWith("/*")) return;
    for (const rule of RULES) {
      if (rule.styleFilesOnly && !isStyleFile) continue;
      for (const match of source.matchAll(rule.pattern)) {
        found.push({ file, line: index + 1, literal: match[0] });
      }
    }
  });
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const isAllowed = (found: RawLiteral, allowed: AllowedLiteral) =>
  allowed.file === found.file && allowed.literal === found.literal;

describe("styles only through the theme", () => {
  const files = sourceFiles(SRC);
  const found = files.flatMap((path) =>
    findRawLiterals(relative(SRC, path).split(sep).join("/"), readFileSync(path, "utf8")),
  );

  it("scans the app's style and component files", () => {
    expect(files.filter((path) => path.endsWith(".css.ts")).length).toBeGreaterThan(20);
    expect(files.filter((path) => path.endsWith(".tsx")).length).toBeGreaterThan(50);
  });

  it("finds no raw colour or pixel size outside the allow-list", () => {
    const outside = found
      .filter((literal) => !ALLOWED.some((allowed) => isAllowed(literal, allowed)))
      .map(({ file, line, literal }) => `${file}:${line} ${literal}`);
    expect(outside, "use the kit's `vars` (add a token to the theme if one is missing)").toEqual([]);
  });

  it("keeps no allow-list entry that matches nothing", () => {
    const stale = ALLOWED.filter((allowed) => !found.some((literal) => isAllowed(literal, allowed)));
    expect(stale).toEqual([]);
  });
});

describe("findRawLiterals", () => {
  const literals = (file: string, text: string) => findRawLiterals(file, text).map((found) => found.literal);

  it("reports pixel lengths, hand-made pixels and colours in any source file", () => {
    expect(literals("a.tsx", 'const size = "12px";')).toEqual(["12px"]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text holding a template literal
    expect(literals("a.css.ts", 'border: `1px solid ${vars.color.border}`, margin: "-0.5px",')).toEqual([
      "1px",
      "-0.5px",
    ]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source text holding a template literal
    expect(literals("a.ts", "const width = `${value}px`;")).toEqual(["}px"]);
    expect(literals("a.css.ts", 'background: "#000", color: "#1f5fd1cc",')).toEqual(["#000", "#1f5fd1cc"]);
    expect(literals("a.css.ts", 'background: "rgba(255, 255, 255, 0.16)", color: "hsl(0 0% 0%)"')).toEqual([
      "rgba(",
      "hsl(",
    ]);
    expect(literals("a.tsx", "<div style={{ width: vars.size.avatar }} />")).toEqual(["style={{"]);
  });

  it("reports bare numbers on length properties and named colours in style files only", () => {
    expect(literals("a.css.ts", "style({ width: 320, minHeight: 44, outlineOffset: 2, scrollMarginTop: 80 })")).toEqual(
      ["width: 320", "minHeight: 44", "outlineOffset: 2", "scrollMarginTop: 80"],
    );
    expect(literals("a.css.ts", 'style({ color: "white" })')).toEqual([': "white"']);
    expect(literals("a.tsx", '<LazyImage width={56} height={56} /> { width: 640, color: "white" }')).toEqual([]);
  });

  it("leaves theme references, zeros, ratios, relative units and comments alone", () => {
    const clean = [
      "style({ width: vars.width.medium, margin: 0, lineHeight: 1, opacity: 0.9, flexGrow: 1 })",
      'style({ maxWidth: "100%", minHeight: "100vh", paddingLeft: "2em", aspectRatio: "1200 / 360" })',
      "// the 1200 px column; spec §4: 56 × 24",
      'const entity = "&#39;&#x4e2d;";',
      'gridTemplateColumns: "repeat(4, minmax(0, 1fr))",',
    ].join("\n");
    expect(literals("a.css.ts", clean)).toEqual([]);
  });
});
