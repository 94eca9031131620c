import type { ParsedInteractionEvent } from "@taxlearn/core";
import { type CardCountdown, CountdownControls, playerCardProps } from "./card-frame";
import * as styles from "./interaction-card.css";

export type ImageOverlayEvent = Extract<ParsedInteractionEvent, { _tag: "ImageOverlay" }>;

export interface ImageOverlayCardProps extends CardCountdown {
  event: ImageOverlayEvent;
}

/** spec §3 type 1: the picture at its left/top/width/height percentages of the video, with the card controls. */
export function ImageOverlayCard({ event, ...countdown }: ImageOverlayCardProps) {
  const { left, top, width, height } = event.rect;
  return (
    <figure
      className={styles.imageOverlay}
      style={{ left: `${left}%`, top: `${top}%`, width: `${width}%`, height: `${height}%`, margin: 0 }}
      data-testid="interaction-card"
      aria-label={event.content}
      {...playerCardProps(countdown.onClose)}
    >
      <img className={styles.overlayImage} src={event.animationUrl} alt={event.content} />
      <div className={styles.overlayControls}>
        <CountdownControls {...countdown} />
      </div>
    </figure>
  );
}
