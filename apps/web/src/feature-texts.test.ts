// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";

/*
 * A feature's Chinese texts live in its `*.messages.ts` (conventions: one messages module, not scattered literals).
 * This reads every feature folder at run time, so a new feature is checked without being named here.
 */

const FEATURES = join(dirname(fileURLToPath(import.meta.url)), "features");

/**
 * Features whose components still hold Chinese literals, to be moved into their messages files. Nothing may be
 * added; a feature leaves the list once it is clean (the last test says when).
 */
const FEATURES_WITH_INLINE_TEXTS: ReadonlySet<string> = new Set(["commerce"]);

const CHINESE = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

/** Components only: tests, stories and the fakes tests render with are not what a learner reads. */
const isComponent = (file: string) =>
  file.endsWith(".tsx") && !/\.(test|stories)\.tsx$/.test(file) && !/(^|\/)test\/|test-support/.test(file);

const componentFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return isComponent(relative(FEATURES, path)) ? [path] : [];
  });

/** The Chinese string, template and JSX texts of a component, as "file:line text" (comments are not texts). */
function inlineTexts(file: string, text: string): string[] {
  if (!CHINESE.test(text)) return [];
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (typeof node !== "object" || node === null) return;
    const { type, value, start } = node as { type?: string; value?: unknown; start?: number };
    const words = type === "TemplateElement" ? (value as { cooked: string | null }).cooked : type ? value : undefined;
    if ((type === "Literal" || type === "TemplateElement" || type === "JSXText") && typeof words === "string") {
      if (CHINESE.test(words))
        found.push(
          `${file}:${text.slice(0, (start ?? 0) + words.length - words.trimStart().length).split("\n").length} ${words.trim()}`,
        );
      return;
    }
    for (const child of Object.values(node)) visit(child);
  };
  const { program, errors } = parseSync(file, text);
  expect(errors, file).toEqual([]);
  visit(program);
  return found;
}

const features = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const texts = new Map(
  features.map((feature) => [
    feature,
    componentFiles(join(FEATURES, feature)).flatMap((path) =>
      inlineTexts(relative(FEATURES, path).split("\\").join("/"), readFileSync(path, "utf8")),
    ),
  ]),
);
const textsOf = (feature: string) => texts.get(feature) ?? [];

describe("feature texts", () => {
  it("the components of a feature hold no Chinese literal: their texts are in the feature's messages", () => {
    expect(features.length).toBeGreaterThan(10);
    expect(features.filter((f) => !FEATURES_WITH_INLINE_TEXTS.has(f)).flatMap(textsOf)).toEqual([]);
  });

  it("finds Chinese in a string, a template, a JSX text and an attribute, and not in comments or messages imports", () => {
    const component = [
      'import { QA_TEXT } from "./qa.messages";',
      "// 注释不是文字",
      "export function Card({ n }: { n: number }) {",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a component's source text, with its own template
      "  const title = n > 1 ? `共 ${n} 条` : QA_TEXT.one;",
      "  return (",
      '    <section aria-label="问答">',
      "      {/* 注释 */}",
      "      <h2>{title}</h2>",
      "      提交",
      "      <p>{'没有问题'}</p>",
      "    </section>",
      "  );",
      "}",
    ].join("\n");
    expect(inlineTexts("qa/card.tsx", component)).toEqual([
      "qa/card.tsx:4 共",
      "qa/card.tsx:4 条",
      "qa/card.tsx:6 问答",
      "qa/card.tsx:9 提交",
      "qa/card.tsx:10 没有问题",
    ]);
  });

  it("lists only features that still hold Chinese literals (a clean one leaves the list)", () => {
    const clean = [...FEATURES_WITH_INLINE_TEXTS].filter((f) => textsOf(f).length === 0);
    expect(clean).toEqual([]);
  });
});
