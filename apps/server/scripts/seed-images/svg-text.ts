// SVG text for Chinese titles: escaping, width estimates, line wrapping and fitting, and the SVG envelope.
import { FONT } from "./fonts";
import type { Palette } from "./palette";

// ---------------------------------------------------------------------------------------------------------------
// Text: escaping, width estimate and line wrapping for Chinese titles.

export const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** Width in em: CJK and full-width punctuation 1, Latin letters and digits about half. */
export const charWidth = (ch: string) => {
  if (/[\u2e80-\uffef\u2018-\u201d]/.test(ch)) return 1;
  if (ch === " ") return 0.3;
  if (/[A-Z%]/.test(ch)) return 0.66;
  return 0.56;
};
export const textWidth = (text: string, size: number) => [...text].reduce((sum, ch) => sum + charWidth(ch), 0) * size;

export const NO_LINE_START = new Set([..."，。、：；！？）》」』”’…·"]);
export const NO_LINE_END = new Set([..."（《「『“‘"]);

/** Greedy wrapping that keeps Latin/number runs whole and respects the common line-breaking rules. */
export function wrapText(text: string, maxWidth: number, size: number): string[] {
  const tokens = text.match(/[A-Za-z0-9.%]+|./gu) ?? [];
  const lines: string[] = [];
  let line = "";
  for (const token of tokens) {
    const candidate = line + token;
    if (line && textWidth(candidate, size) > maxWidth && !NO_LINE_START.has(token)) {
      let carry = "";
      while (line && NO_LINE_END.has(line.at(-1)!)) {
        carry = line.at(-1)! + carry;
        line = line.slice(0, -1);
      }
      // A space in the second half of the line is the natural break (policy titles have one between clauses).
      const space = line.lastIndexOf(" ");
      if (space > line.length / 2) {
        carry = line.slice(space + 1) + carry;
        line = line.slice(0, space);
      }
      lines.push(line);
      line = carry + token;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines.map((l) => l.trim());
}

/** Wrapping into as few lines as `maxWidth` allows, with the lines evened out (no one- or two-character orphan). */
export function balancedWrap(text: string, maxWidth: number, size: number): string[] {
  const lines = wrapText(text, maxWidth, size);
  if (lines.length < 2) return lines;
  let best = lines;
  for (let width = maxWidth - size / 2; width > size * 2; width -= size / 2) {
    const narrower = wrapText(text, width, size);
    if (narrower.length > lines.length) break;
    best = narrower;
  }
  return best;
}

/** The largest size (of `sizes`) at which the text fits `maxLines`; the smallest size truncates with an ellipsis. */
export function fitText(text: string, maxWidth: number, sizes: readonly number[], maxLines: number) {
  for (const size of sizes) {
    const lines = balancedWrap(text, maxWidth, size);
    if (lines.length <= maxLines) return { size, lines };
  }
  const size = sizes.at(-1)!;
  const lines = wrapText(text, maxWidth, size).slice(0, maxLines);
  let last = lines[maxLines - 1]!;
  while (last && textWidth(`${last}…`, size) > maxWidth) last = last.slice(0, -1);
  lines[maxLines - 1] = `${last}…`;
  return { size, lines };
}

/** Lines of text as one <text> element, the block's vertical centre at `centerY`. */
export function textBlock(
  lines: readonly string[],
  opts: {
    x: number;
    centerY: number;
    size: number;
    lineHeight: number;
    fill: string;
    weight?: number;
    anchor?: string;
  },
) {
  const top = opts.centerY - ((lines.length - 1) * opts.lineHeight) / 2;
  const spans = lines
    .map((l, i) => `<tspan x="${opts.x}" y="${(top + i * opts.lineHeight).toFixed(1)}">${escapeXml(l)}</tspan>`)
    .join("");
  return `<text font-size="${opts.size}" font-weight="${opts.weight ?? 700}" fill="${opts.fill}" dominant-baseline="central"${opts.anchor ? ` text-anchor="${opts.anchor}"` : ""}>${spans}</text>`;
}

export const svg = (width: number, height: number, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}" role="img" aria-label="${escapeXml(label)}">${body}</svg>\n`;

export const gradient = (id: string, p: Palette, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`;
