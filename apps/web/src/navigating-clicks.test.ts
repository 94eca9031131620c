import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Everything that navigates is a real <a href> (router link), so it opens in a new tab and can be copied; buttons
// are for actions. This guard fails when a click-like handler in JSX navigates again instead of being a link.

const ROOTS = [join(__dirname), join(__dirname, "../../../packages/ui/src")];

/**
 * Handlers that may navigate: a link's own router hook (`onNavigate`, called by a real anchor), a form's submit
 * result, history back, retrying a failed page load, a finished flow's redirect.
 */
const ALLOWED_HANDLERS = new Set(["onNavigate", "onSearch", "onBack", "onSubmit", "onRetry", "onCreated", "onSuccess"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx$/.test(name) && !/\.(test|stories)\.tsx$/.test(name) ? [path] : [];
  });
}

/** `onX={…navigate(…)…}` attributes in JSX, with their handler name (balanced braces). */
function navigatingHandlers(source: string): string[] {
  const found: string[] = [];
  const attribute = /\b(on[A-Z]\w*)=\{/g;
  for (let match = attribute.exec(source); match; match = attribute.exec(source)) {
    let depth = 1;
    let end = attribute.lastIndex;
    while (end < source.length && depth > 0) {
      if (source[end] === "{") depth++;
      else if (source[end] === "}") depth--;
      end++;
    }
    const body = source.slice(attribute.lastIndex, end);
    if (/\bnavigate\(|window\.location\.(href|assign)|window\.open\(/.test(body)) found.push(match[1]!);
  }
  return found;
}

describe("navigation is by links", () => {
  it("finds a navigating click handler when there is one", () => {
    expect(navigatingHandlers(`<Card onOpen={() => { if (ok) navigate("/a"); }} />`)).toEqual(["onOpen"]);
    expect(navigatingHandlers(`<Link href="/a" />`)).toEqual([]);
  });

  it("no JSX click handler in the app or the kit navigates: those are <a href> links", () => {
    const offenders = ROOTS.flatMap(sourceFiles).flatMap((file) =>
      navigatingHandlers(readFileSync(file, "utf8"))
        .filter((name) => !ALLOWED_HANDLERS.has(name))
        .map((name) => `${relative(join(__dirname, "../../.."), file)}: ${name}`),
    );
    expect(offenders).toEqual([]);
  });
});
