import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { highlight, snippet } from "./highlight";

// The first implementation, character by character: what the faster one must answer for any text and needles.
const escapeChar = (c: string) =>
  c.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
const marks = (text: string, needles: readonly string[]): boolean[] => {
  const lower = text.normalize("NFKC").toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  if (lower.length !== text.length) return marked;
  for (const needle of needles) {
    if (!needle) continue;
    let from = lower.indexOf(needle);
    while (from !== -1) {
      for (let i = from; i < from + needle.length; i++) marked[i] = true;
      from = lower.indexOf(needle, from + 1);
    }
  }
  return marked;
};
const render = (text: string, marked: readonly boolean[], start: number, end: number): string => {
  let out = "";
  let open = false;
  for (let i = start; i < end; i++) {
    if (marked[i] && !open) {
      out += "<em>";
      open = true;
    } else if (!marked[i] && open) {
      out += "</em>";
      open = false;
    }
    out += escapeChar(text[i]!);
  }
  return open ? `${out}</em>` : out;
};
const referenceHighlight = (text: string, needles: readonly string[]) =>
  render(text, marks(text, needles), 0, text.length);
function referenceSnippet(text: string, needles: readonly string[], length = 90): string {
  const marked = marks(text, needles);
  const first = marked.indexOf(true);
  const start = first <= 20 ? 0 : first - 20;
  const end = Math.min(text.length, start + length);
  return `${start > 0 ? "…" : ""}${render(text, marked, start, end)}${end < text.length ? "…" : ""}`;
}

// texts from a small alphabet, so that needles match often, overlap and sit at the window's edges
const alphabet = fc.constantFrom("出", "口", "退", "税", "增", "值", "a", "A", "b", "<", "&", "'", '"', "ｂ", " ");
const text = fc.array(alphabet, { maxLength: 200 }).map((chars) => chars.join(""));
const needles = fc.array(
  fc.array(alphabet, { minLength: 0, maxLength: 3 }).map((chars) => chars.join("").normalize("NFKC").toLowerCase()),
  { maxLength: 4 },
);

describe("highlight and snippet", () => {
  it("answer as the character-by-character reference does, for any text and needles", () => {
    fc.assert(
      fc.property(text, needles, fc.integer({ min: 1, max: 120 }), (t, n, length) => {
        expect(highlight(t, n)).toBe(referenceHighlight(t, n));
        expect(snippet(t, n, length)).toBe(referenceSnippet(t, n, length));
      }),
      { numRuns: 2_000 },
    );
  });
});
