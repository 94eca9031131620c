const ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const SPECIAL = /[&<>"']/;
const SPECIALS = /[&<>"']/g;

const escapeHtml = (s: string) => (SPECIAL.test(s) ? s.replace(SPECIALS, (c) => ESCAPES[c]!) : s);

/**
 * The text as needles are matched against it, or null when normalizing changes its length (no marks then). A text
 * that normalizing leaves as it is comes back itself, so one kept beside its text costs no memory.
 */
export const matchable = (text: string): string | null => {
  const lower = text.normalize("NFKC").toLowerCase();
  if (lower.length !== text.length) return null;
  return lower === text ? text : lower;
};

/** Which characters of `start`..`end` any needle covers (indexes relative to `start`). */
const marksIn = (lower: string | null, needles: readonly string[], start: number, end: number): boolean[] => {
  const marked = new Array<boolean>(end - start).fill(false);
  if (lower === null) return marked;
  for (const needle of needles) {
    if (!needle) continue;
    // a match that starts before the window may still reach into it
    let from = lower.indexOf(needle, Math.max(0, start - needle.length + 1));
    while (from !== -1 && from < end) {
      for (let i = Math.max(from, start); i < Math.min(from + needle.length, end); i++) marked[i - start] = true;
      from = lower.indexOf(needle, from + 1);
    }
  }
  return marked;
};

/** `start`..`end` of the text, escaped, each run of marked characters in one <em>. */
const render = (text: string, marked: readonly boolean[], start: number, end: number): string => {
  let out = "";
  let runStart = start;
  for (let i = start; i <= end; i++) {
    if (i < end && marked[i - start] === marked[runStart - start]) continue;
    const run = escapeHtml(text.slice(runStart, i));
    out += marked[runStart - start] ? `<em>${run}</em>` : run;
    runStart = i;
  }
  return out;
};

/** The whole text, HTML-escaped, with matches in <em> (`lower`: its `matchable`, when the caller kept it). */
export const highlight = (text: string, needles: readonly string[], lower = matchable(text)): string =>
  render(text, marksIn(lower, needles, 0, text.length), 0, text.length);

/** A window of about `length` characters around the first match, highlighted; ellipses where cut. */
export function snippet(text: string, needles: readonly string[], length = 90, lower = matchable(text)): string {
  let first = -1;
  if (lower !== null)
    for (const needle of needles) {
      if (!needle) continue;
      const at = lower.indexOf(needle);
      if (at !== -1 && (first === -1 || at < first)) first = at;
    }
  const start = first <= 20 ? 0 : first - 20;
  const end = Math.min(text.length, start + length);
  const marked = marksIn(lower, needles, start, end);
  return `${start > 0 ? "…" : ""}${render(text, marked, start, end)}${end < text.length ? "…" : ""}`;
}
