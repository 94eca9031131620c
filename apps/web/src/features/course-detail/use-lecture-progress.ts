import type { LectureProgressData } from "@taxlearn/api";
import type { PlayerEvent } from "@taxlearn/ui";
import { useCallback, useEffect, useRef } from "react";
import { useApi } from "../../lib/api/app-services";
import { createProgressRecorder, type ProgressRecorder } from "./progress-recorder";

export interface LectureProgressOptions {
  readonly fileId: number;
  /** Seconds; saved as the position when the lecture plays to its end. */
  readonly duration: number;
  /** The breakpoint the lecture resumes from (already saved). */
  readonly startAt: number;
  /** What the server answered for a save (the list shows it). */
  readonly onSaved: (saved: LectureProgressData) => void;
}

/**
 * Saves the resume position (writeBreakpointRecord) and the study progress (writeStudyRecord) of the lecture in
 * the player: every few seconds while it plays, and at once on pause, at the end and when the lecture is left.
 * Returns the player's `onPlayerEvent`. Saving is best effort: a failed save is retried by the next one.
 */
export function useLectureProgress({
  fileId,
  duration,
  startAt,
  onSaved,
}: LectureProgressOptions): (event: PlayerEvent) => void {
  const api = useApi();
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const recorder = useRef<ProgressRecorder | null>(null);

  const save = useCallback(
    (position: number) => {
      const seconds = Math.round(position * 10) / 10;
      void Promise.all([
        api.writeBreakpointRecord({ fileId, breakpoint: seconds }),
        api.writeStudyRecord({ fileId, position: seconds }),
      ]).then(
        ([breakpoint, study]) => {
          // The study record holds the furthest progress, the breakpoint record the resume position.
          if (breakpoint.success) {
            onSavedRef.current({
              fileId,
              breakpoint: breakpoint.data.breakpoint,
              progress: study.success ? study.data.progress : breakpoint.data.progress,
            });
          }
        },
        () => {},
      );
    },
    [api, fileId],
  );

  // One recorder per lecture; leaving the lecture (another lecture, another page) saves where it stopped.
  useEffect(() => {
    const current = createProgressRecorder({ savedPosition: startAt });
    recorder.current = current;
    const flush = () => {
      const position = current.flush();
      if (position !== null) save(position);
    };
    const onHidden = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onHidden);
      flush();
      if (recorder.current === current) recorder.current = null;
    };
  }, [save, startAt]);

  return useCallback(
    (event: PlayerEvent) => {
      const current = recorder.current;
      if (!current) return;
      let position: number | null = null;
      if (event.type === "timeupdate" && event.stage === "normal") {
        position = current.observe(event.currentTime, Date.now());
      } else if (event.type === "pause" && event.stage === "normal") {
        position = current.flush();
      } else if (event.type === "ended") {
        position = current.flush(duration);
      }
      if (position !== null) save(position);
    },
    [duration, save],
  );
}
