/** One run of a search result's title or snippet: plain text, or a match the server marked. */
export interface HighlightPart {
  readonly text: string;
  readonly match: boolean;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Turns the server's HTML escapes back into text (React escapes it again when rendering). */
export function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * Splits a search highlight as the server sends it (apps/server README "Search": HTML-escaped text with the
 * matches wrapped in <em>) into text runs. The markup is never injected: only <em> is read, everything else is text.
 */
export function parseServerHighlight(html: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  const pattern = /<em>([\s\S]*?)<\/em>/gi;
  let last = 0;
  for (let found = pattern.exec(html); found !== null; found = pattern.exec(html)) {
    if (found.index > last) parts.push({ text: unescapeHtml(html.slice(last, found.index)), match: false });
    if (found[1]) parts.push({ text: unescapeHtml(found[1]), match: true });
    last = found.index + found[0].length;
  }
  if (last < html.length) parts.push({ text: unescapeHtml(html.slice(last)), match: false });
  return parts.filter((part) => part.text !== "");
}

/** The plain text of a highlight (for accessible names and titles). */
export const highlightText = (html: string): string =>
  parseServerHighlight(html)
    .map((part) => part.text)
    .join("");
