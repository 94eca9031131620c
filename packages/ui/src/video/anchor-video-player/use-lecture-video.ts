import { type RefObject, useEffect, useState } from "react";
import type { VideoStages } from "./use-video-stages";

export interface LectureVideoInput {
  readonly lectureRef: RefObject<HTMLVideoElement | null>;
  readonly stages: VideoStages;
  /** Resume position (the saved breakpoint), seconds. */
  readonly startAt: number;
  /** The play state shown by the controls (the clips set it too). */
  readonly setPlaying: (playing: boolean) => void;
  /** The lecture reached a position while in the lecture stage (the interaction cards' clock). */
  readonly onLectureTime: (currentTime: number) => void;
  readonly onError: (message: string) => void;
}

/**
 * The lecture video's events: its clock for the controls, and what it did for the stage machine (spec §4 player
 * events) and the interaction cards. Resumes from the saved breakpoint once the duration is known.
 */
export function useLectureVideo({
  lectureRef,
  stages,
  startAt,
  setPlaying,
  onLectureTime,
  onError,
}: LectureVideoInput): { currentTime: number; duration: number } {
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const { report, stageRef } = stages;

  useEffect(() => {
    const lecture = lectureRef.current;
    if (!lecture) return;
    const onMetadata = () => {
      setDuration(lecture.duration);
      // A breakpoint in the last second counts as finished: the lecture starts over.
      if (startAt > 0 && startAt < lecture.duration - 1) lecture.currentTime = startAt;
    };
    lecture.addEventListener("loadedmetadata", onMetadata, { once: true });
    return () => lecture.removeEventListener("loadedmetadata", onMetadata);
  }, [lectureRef, startAt]);

  useEffect(() => {
    const lecture = lectureRef.current;
    if (!lecture) return;
    const handlers: Record<string, () => void> = {
      play: () => {
        setPlaying(true);
        report({ type: "PLAYER.PLAY" });
      },
      pause: () => {
        setPlaying(false);
        report({ type: "PLAYER.PAUSE" });
      },
      playing: () => report({ type: "PLAYER.PLAYING" }),
      canplay: () => report({ type: "PLAYER.CANPLAY" }),
      waiting: () => report({ type: "PLAYER.WAITING" }),
      seeking: () => report({ type: "PLAYER.SEEK_START" }),
      seeked: () => report({ type: "PLAYER.SEEK_COMPLETE" }),
      timeupdate: () => {
        setCurrentTime(lecture.currentTime);
        // Seeks outside the lecture stage (the replay's rewind) fire timeupdate too; only the lecture stage counts.
        if (stageRef.current !== "normal") return;
        report({ type: "PLAYER.TIMEUPDATE", currentTime: lecture.currentTime });
        onLectureTime(lecture.currentTime);
      },
      ended: () => {
        setPlaying(false);
        if (stageRef.current === "normal") report({ type: "PLAYER.ENDED" });
      },
      error: () => onError(lecture.error?.message ?? "media"),
      durationchange: () => setDuration(lecture.duration),
    };
    for (const [name, handler] of Object.entries(handlers)) lecture.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of Object.entries(handlers)) lecture.removeEventListener(name, handler);
    };
  }, [lectureRef, stageRef, report, setPlaying, onLectureTime, onError]);

  return { currentTime, duration };
}
