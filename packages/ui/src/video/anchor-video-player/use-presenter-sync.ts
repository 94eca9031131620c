import { type RefObject, useEffect } from "react";

/** Drift between the lecture and the presenter layer that is corrected by a seek. */
const OVERLAY_MAX_DRIFT_SECONDS = 0.3;

/**
 * Keeps the presenter layer on the lecture's clock: it plays, pauses, seeks and changes speed with the lecture, and
 * small drifts while playing are left alone (a seek on every timeupdate would stutter).
 */
export function usePresenterSync(
  lectureRef: RefObject<HTMLVideoElement | null>,
  presenterRef: RefObject<HTMLVideoElement | null>,
): void {
  useEffect(() => {
    const lecture = lectureRef.current;
    const presenter = presenterRef.current;
    if (!lecture || !presenter) return;
    const sync = (force: boolean) => {
      if (presenter.readyState === 0) return;
      if (force || Math.abs(presenter.currentTime - lecture.currentTime) > OVERLAY_MAX_DRIFT_SECONDS) {
        presenter.currentTime = lecture.currentTime;
      }
    };
    const handlers: Record<string, () => void> = {
      play: () => {
        sync(true);
        void presenter.play().catch(() => {});
      },
      pause: () => presenter.pause(),
      ratechange: () => {
        presenter.playbackRate = lecture.playbackRate;
      },
      seeking: () => sync(true),
      seeked: () => sync(true),
      timeupdate: () => sync(false),
    };
    for (const [name, handler] of Object.entries(handlers)) lecture.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of Object.entries(handlers)) lecture.removeEventListener(name, handler);
    };
  }, [lectureRef, presenterRef]);
}
