import { type CSSProperties, useRef, useState } from "react";
import { UI_TEXT } from "../../ui.messages";
import * as styles from "./lazy-image.css";
import { useNearViewport } from "./use-near-viewport";

export interface LazyImageProps {
  src: string | undefined;
  alt: string;
  /** Width and height fix the box's aspect ratio (and, with `fill` false, its size). */
  width: number;
  height: number;
  /** Stretch to the parent's width, keeping the aspect ratio. */
  fill?: boolean;
  fit?: "cover" | "contain";
  /**
   * Load at once instead of when near the viewport (e.g. the first carousel slide). An eager image is in the
   * server-rendered HTML and shows as soon as it arrives, without the fade-in that waits for the script's load handler.
   */
  eager?: boolean;
  /** The page's largest image above the fold: eager, and fetched ahead of scripts (`fetchpriority="high"`). */
  priority?: boolean;
  className?: string;
}

/** The outcome of loading one source; a new source starts over without an effect (no flash, no lost load event). */
interface LoadResult {
  src: string;
  outcome: "loaded" | "failed";
}

/** A picture; crossed out when it failed to load. */
function ImageIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <rect x="3" y="4" width="18" height="16" rx="2" stroke="currentColor" strokeWidth="1.5" />
      <path
        d={crossed ? "M3 16l5-5 4 4 3-3 6 6M4 4l16 16" : "M3 16l5-5 4 4 3-3 6 6"}
        stroke="currentColor"
        strokeWidth="1.5"
      />
    </svg>
  );
}

/**
 * The placeholder: for an image that failed to load (图片加载失败), or for none at all (a course whose cover is not
 * uploaded yet: an empty picture, nothing failed). A decorative image (empty alt) stays silent, as it would loaded.
 */
function Placeholder({ alt, missing }: { alt: string; missing: boolean }) {
  const text = missing ? UI_TEXT.imageMissing : UI_TEXT.imageFailed;
  const content = (
    <>
      <ImageIcon crossed={!missing} />
      {missing ? null : <span aria-hidden="true">{text}</span>}
    </>
  );
  return alt ? (
    <div className={styles.fallback} role="img" aria-label={`${alt}（${text}）`}>
      {content}
    </div>
  ) : (
    <div className={styles.fallback} aria-hidden="true">
      {content}
    </div>
  );
}

/** An image that loads near the viewport and, after one failed attempt (spec §8), shows a placeholder. */
export function LazyImage({
  src,
  alt,
  width,
  height,
  fill = false,
  fit = "cover",
  eager = false,
  priority = false,
  className,
}: LazyImageProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const loadsAtOnce = eager || priority;
  const near = useNearViewport(frameRef, loadsAtOnce);
  const [result, setResult] = useState<LoadResult | null>(null);
  const state = !src ? "failed" : result?.src === src ? result.outcome : "loading";

  const frameStyle: CSSProperties = fill
    ? { width: "100%", aspectRatio: `${width} / ${height}` }
    : { width, height, aspectRatio: `${width} / ${height}` };

  return (
    <div ref={frameRef} className={[styles.frame, className].filter(Boolean).join(" ")} style={frameStyle}>
      {state === "failed" ? (
        <Placeholder alt={alt} missing={!src} />
      ) : near && src ? (
        <img
          className={styles.image({ loaded: loadsAtOnce || state === "loaded", fit })}
          src={src}
          alt={alt}
          width={width}
          height={height}
          decoding={priority ? undefined : "async"}
          fetchPriority={priority ? "high" : undefined}
          onLoad={() => setResult({ src, outcome: "loaded" })}
          onError={() => setResult({ src, outcome: "failed" })}
        />
      ) : null}
    </div>
  );
}
