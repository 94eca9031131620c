/** A QR symbol: its edge length in modules and its dark modules as one SVG path. */
export interface QrSymbol {
  size: number;
  path: string;
}

/**
 * The dark modules of a QR code for `text`. The encoder (qrcode) is loaded on first use: the codes sit in the footer
 * and in the side toolbar's popovers, never in a page's first view, so it stays out of the initial JavaScript.
 */
export async function qrPath(text: string): Promise<QrSymbol> {
  const { default: QRCode } = await import("qrcode");
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const segments: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) segments.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: segments.join("") };
}
