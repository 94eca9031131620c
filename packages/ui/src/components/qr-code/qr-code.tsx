import { useMemo } from "react";
import * as styles from "./qr-code.css";
import { qrPath } from "./qr-path";

export interface QrCodeProps {
  /** The URL the code opens. */
  value: string;
  /** What the code is for, shown under it and used as its accessible name. */
  label: string;
  /** Edge length in pixels. */
  size?: number;
  /** Hide the caption (the label still names the image). */
  hideLabel?: boolean;
}

/** A QR code drawn as SVG from a URL, generated in the page (no image download). */
export function QrCode({ value, label, size = 96, hideLabel = false }: QrCodeProps) {
  const symbol = useMemo(() => qrPath(value), [value]);
  const quietZone = 2;
  const viewBox = `${-quietZone} ${-quietZone} ${symbol.size + quietZone * 2} ${symbol.size + quietZone * 2}`;
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.code}
        role="img"
        aria-label={label}
        width={size}
        height={size}
        viewBox={viewBox}
        shapeRendering="crispEdges"
        data-qr-value={value}
      >
        <path className={styles.dark} d={symbol.path} />
      </svg>
      {hideLabel ? null : (
        <figcaption className={styles.caption} aria-hidden="true">
          {label}
        </figcaption>
      )}
    </figure>
  );
}
