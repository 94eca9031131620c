import type { OverlayEvent } from "@taxlearn/machines";
import { type RefObject, useEffect } from "react";

/**
 * spec §2: when the player leaves the view a playing lecture pauses and the opaque mask shows (overlayMachine);
 * a click on the mask resumes play.
 */
export function useOutOfViewPause(
  playerRef: RefObject<HTMLElement | null>,
  lectureRef: RefObject<HTMLVideoElement | null>,
  sendOverlay: (event: OverlayEvent) => void,
): void {
  useEffect(() => {
    const player = playerRef.current;
    // Older browsers and jsdom have no IntersectionObserver: the player then never pauses by itself.
    if (!player || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      const lecture = lectureRef.current;
      if (entry && !entry.isIntersecting && lecture && !lecture.paused) {
        lecture.pause();
        sendOverlay({ type: "STAGE.LEAVE" });
      }
    });
    observer.observe(player);
    return () => observer.disconnect();
  }, [playerRef, lectureRef, sendOverlay]);
}
