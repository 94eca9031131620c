import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";

// The font every invoice PDF embeds: Noto Sans CJK SC cut to GB 2312 + ASCII + full-width forms, committed in two
// files (scripts/make-invoice-font.ts, docs/decisions/021-invoice-pdf-font.md). pdfkit embeds only the glyphs used.

const FONT_DIR = new URL("../../../assets/invoice-font/", import.meta.url);
export const INVOICE_FONT_FILES = ["noto-sans-sc-gb2312-1.otf", "noto-sans-sc-gb2312-2.otf"] as const;

interface LoadedFont {
  readonly name: string;
  readonly bytes: Buffer;
  readonly has: (codePoint: number) => boolean;
}

let loaded: LoadedFont[] | null = null;

/** The font files, read and indexed once per process. */
export function invoiceFonts(): readonly LoadedFont[] {
  if (loaded) return loaded;
  loaded = INVOICE_FONT_FILES.map((file, i) => {
    const bytes = readFileSync(fileURLToPath(new URL(file, FONT_DIR)));
    const font = fontkit.create(bytes) as fontkit.Font;
    return { name: `invoice-${i + 1}`, bytes, has: (codePoint: number) => font.hasGlyphForCodePoint(codePoint) };
  });
  return loaded;
}

/** Spaces and line breaks are laid out, not drawn: every font "has" them. */
const isLayout = (codePoint: number) => codePoint === 0x20 || codePoint === 0x0a || codePoint === 0x3000;

/** The characters of `text` no invoice font can draw (rare characters outside GB 2312), each once. */
export function unprintableCharacters(text: string): string[] {
  const fonts = invoiceFonts();
  const missing = new Set<string>();
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    if (!isLayout(codePoint) && !fonts.some((f) => f.has(codePoint))) missing.add(char);
  }
  return [...missing];
}

/** `text` cut into runs, each drawn with the first font that has all of its characters. */
export function fontRuns(text: string): { font: string; text: string }[] {
  const fonts = invoiceFonts();
  const runs: { font: string; text: string }[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const font = fonts.find((f) => f.has(codePoint)) ?? fonts[0]!;
    const last = runs[runs.length - 1];
    if (last && (last.font === font.name || isLayout(codePoint))) last.text += char;
    else runs.push({ font: font.name, text: char });
  }
  return runs;
}
