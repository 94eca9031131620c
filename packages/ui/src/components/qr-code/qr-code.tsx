import { useEffect, useRef, useState } from "react";
import { useNearViewport } from "../lazy-image/use-near-viewport";
import * as styles from "./qr-code.css";
import { type QrSymbol, qrPath } from "./qr-path";

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

const QUIET_ZONE = 2;

/**
 * A QR code drawn as SVG from a URL, generated in the page (no image download). The box has its final size at once;
 * the modules are drawn when it comes near the viewport (like a lazy image: the footer's codes are far below a page's
 * first view) and the encoder has loaded.
 */
export function QrCode({ value, label, size = 96, hideLabel = false }: QrCodeProps) {
  const [drawn, setDrawn] = useState<{ value: string; symbol: QrSymbol } | null>(null);
  const figureRef = useRef<HTMLElement>(null);
  const near = useNearViewport(figureRef, false);
  useEffect(() => {
    if (!near) return;
    let current = true;
    qrPath(value).then(
      (symbol) => {
        if (current) setDrawn({ value, symbol });
      },
      // the encoder's chunk failed to load: the box stays empty, the label still says what it was for
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [value, near]);
  const symbol = drawn?.value === value ? drawn.symbol : null;
  const edge = (symbol?.size ?? 21) + QUIET_ZONE * 2;
  return (
    <figure ref={figureRef} className={styles.figure}>
      <svg
        className={styles.code}
        role="img"
        aria-label={label}
        width={size}
        height={size}
        viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${edge} ${edge}`}
        shapeRendering="crispEdges"
        data-qr-value={value}
        // busy while the encoder draws it; a code still far below the view is not being drawn yet
        aria-busy={near && !symbol ? true : undefined}
      >
        {symbol ? <path className={styles.dark} d={symbol.path} /> : null}
      </svg>
      {hideLabel ? null : (
        <figcaption className={styles.caption} aria-hidden="true">
          {label}
        </figcaption>
      )}
    </figure>
  );
}
