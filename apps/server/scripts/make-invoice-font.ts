/**
 * `pnpm --filter @taxlearn/server make:invoice-font [path/to/NotoSansCJK-Regular.ttc]`
 * Rebuilds the font the invoice PDFs embed (assets/invoice-font/): the Simplified Chinese face of Noto Sans CJK
 * (SIL OFL 1.1; Debian's fonts-noto-cjk by default) cut down to GB 2312 (6 763 hanzi, its symbols) plus ASCII and
 * full-width forms. HarfBuzz cannot subset more than about 5 000 CFF glyphs in one go, so the set is split in two
 * files; the renderer picks, per character, the file that has it. See docs/decisions/021-invoice-pdf-font.md.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";
import subsetFont from "subset-font";

const source = process.argv[2] ?? "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";
const FACE = "NotoSansCJKsc-Regular";
const outDir = fileURLToPath(new URL("../assets/invoice-font/", import.meta.url));

/** One face of a TrueType/OpenType collection as a standalone font file (table offsets rebased). */
function extractFace(ttc: Buffer, index: number): Buffer {
  const start = ttc.readUInt32BE(12 + 4 * index);
  const count = ttc.readUInt16BE(start + 4);
  const header = Buffer.alloc(12 + 16 * count);
  ttc.copy(header, 0, start, start + 12);
  const bodies: Buffer[] = [];
  let offset = header.length;
  for (let i = 0; i < count; i++) {
    const record = start + 12 + 16 * i;
    const tableOffset = ttc.readUInt32BE(record + 8);
    const length = ttc.readUInt32BE(record + 12);
    ttc.copy(header, 12 + 16 * i, record, record + 8);
    header.writeUInt32BE(offset, 12 + 16 * i + 8);
    header.writeUInt32BE(length, 12 + 16 * i + 12);
    const body = Buffer.alloc((length + 3) & ~3);
    ttc.copy(body, 0, tableOffset, tableOffset + length);
    bodies.push(body);
    offset += body.length;
  }
  return Buffer.concat([header, ...bodies]);
}

/** GB 2312 rows 1-9 (symbols) and 16-87 (hanzi), decoded from their EUC-CN byte pairs. */
function gb2312Characters(): string[] {
  const decoder = new TextDecoder("gb18030");
  const out: string[] = [];
  for (let high = 0xa1; high <= 0xf7; high++) {
    if (high > 0xa9 && high < 0xb0) continue;
    for (let low = 0xa1; low <= 0xfe; low++) {
      const text = decoder.decode(new Uint8Array([high, low]));
      if (text !== "\ufffd" && [...text].length === 1) out.push(text);
    }
  }
  return out;
}

const ttc = readFileSync(source);
const collection = fontkit.create(ttc) as unknown as { fonts: { postscriptName: string }[] };
const index = collection.fonts.findIndex((font) => font.postscriptName === FACE);
if (index < 0) throw new Error(`${source} has no face ${FACE}`);
const face = extractFace(ttc, index);

const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));
const fullWidth = Array.from({ length: 0xff5f - 0xff01 }, (_, i) => String.fromCharCode(0xff01 + i));
const characters = [...new Set([...ascii, ...fullWidth, "¥", "￥", "×", "·", ...gb2312Characters()])];
const half = Math.ceil(characters.length / 2);
const parts = [characters.slice(0, half), characters.slice(half)];
for (const [i, part] of parts.entries()) {
  // ASCII goes in both, so numbers and Latin text never switch font mid-word
  const text = [...new Set([...ascii, ...part])].join("");
  const font = await subsetFont(face, text, { targetFormat: "sfnt" });
  const file = `${outDir}noto-sans-sc-gb2312-${i + 1}.otf`;
  writeFileSync(file, font);
  console.log(`${file}: ${part.length} characters, ${font.length} bytes`);
}
