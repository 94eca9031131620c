import QRCode from "qrcode";

/** The dark modules of a QR code for `text` as one SVG path, with the symbol's size in modules. */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const segments: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) segments.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, path: segments.join("") };
}
