import { fontRuns, invoiceFonts } from "./invoice-font";

export interface TextOptions {
  readonly color?: string;
  /** With `align`, the box the text is placed in. */
  readonly width?: number;
  readonly align?: "left" | "right" | "center";
}

/**
 * A PDF document with the embedded CJK font subset registered (invoices, certificates), the promise of its bytes, and
 * `text`, which draws one line at (x, y) switching fonts where a character needs the other font file. pdfkit loads on
 * the first document, not at every start.
 */
export async function startCjkPdf(options: PDFKit.PDFDocumentOptions, ink: string) {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument(options);
  for (const font of invoiceFonts()) doc.registerFont(font.name, font.bytes);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const text = (value: string, x: number, y: number, size: number, textOptions: TextOptions = {}) => {
    doc.fontSize(size).fillColor(textOptions.color ?? ink);
    const runs = fontRuns(value);
    const width = runs.reduce((sum, run) => sum + doc.font(run.font).widthOfString(run.text), 0);
    let cursor = x;
    if (textOptions.width !== undefined && textOptions.align === "right") cursor = x + textOptions.width - width;
    if (textOptions.width !== undefined && textOptions.align === "center") cursor = x + (textOptions.width - width) / 2;
    for (const run of runs) {
      doc.font(run.font).text(run.text, cursor, y, { lineBreak: false });
      cursor += doc.widthOfString(run.text);
    }
  };
  return { doc, done, text };
}
