import type { OverlayView } from "@taxlearn/machines";
import type { Ref } from "react";
import { VIDEO_TEXT } from "../video.messages";
import { hidden } from "./anchor-video-player.css";
import * as styles from "./presenter-overlay.css";
import type { PresenterOverlay as PresenterOverlayState } from "./use-presenter-overlay";

export interface PresenterOverlayProps {
  /** The presenter's video element, which the player attaches and keeps in sync with the lecture. */
  videoRef: Ref<HTMLVideoElement>;
  view: OverlayView;
  /** Hidden outside the lecture stage (during the clips and after the end). */
  shown: boolean;
  box: PresenterOverlayState["box"];
  onResizeHandlePointerDown: PresenterOverlayState["onResizeHandlePointerDown"];
}

/** spec §2 the anchor layer: the presenter's video over the lecture, draggable, with a resize handle in its corner. */
export function PresenterOverlay({ videoRef, view, shown, box, onResizeHandlePointerDown }: PresenterOverlayProps) {
  return (
    <div
      className={`${styles.overlayBox} ${view.visible && shown ? "" : hidden}`}
      style={view.style}
      title={VIDEO_TEXT.presenterHint}
      data-testid="presenter-overlay"
      data-visible={view.visible}
      onPointerDown={box.onPointerDown}
      onPointerMove={box.onPointerMove}
      onPointerUp={box.onPointerUp}
    >
      <video ref={videoRef} className={styles.overlayVideo} muted playsInline aria-label={VIDEO_TEXT.presenter} />
      <button
        type="button"
        className={styles.resizeHandle}
        aria-label={VIDEO_TEXT.resize}
        onPointerDown={onResizeHandlePointerDown}
      />
    </div>
  );
}
