const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** Character ranges of `text` covered by any needle (case-insensitive). */
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
    out += escapeHtml(text[i]!);
  }
  return open ? `${out}</em>` : out;
};

/** The whole text, HTML-escaped, with matches in <em>. */
export const highlight = (text: string, needles: readonly string[]): string =>
  render(text, marks(text, needles), 0, text.length);

/** A window of about `length` characters around the first match, highlighted; ellipses where cut. */
export function snippet(text: string, needles: readonly string[], length = 90): string {
  const marked = marks(text, needles);
  const first = marked.indexOf(true);
  const start = first <= 20 ? 0 : first - 20;
  const end = Math.min(text.length, start + length);
  return `${start > 0 ? "…" : ""}${render(text, marked, start, end)}${end < text.length ? "…" : ""}`;
}
