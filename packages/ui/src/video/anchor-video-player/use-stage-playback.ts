import { type RefObject, useEffect, useState } from "react";
import type { VideoStages } from "./use-video-stages";

export interface StagePlayback {
  /** The play button was pressed (or autoPlay); until then the poster shows. */
  readonly started: boolean;
  readonly start: () => void;
  /** Plays or pauses the video of the current stage; after the end, replays from the opening clip. */
  readonly togglePlay: () => void;
  readonly replay: () => void;
  /** Moves the lecture by `delta` seconds, within the lecture; clips cannot be sought. */
  readonly seekBy: (delta: number) => void;
}

/** Which video plays in which stage: the lecture in "normal", the opening or closing clip in theirs. */
export function useStagePlayback(
  stages: VideoStages,
  lectureRef: RefObject<HTMLVideoElement | null>,
  clipRef: RefObject<HTMLVideoElement | null>,
  autoPlay: boolean,
): StagePlayback {
  const [started, setStarted] = useState(autoPlay);
  const { stage, isClip } = stages.view;
  const { report, restart } = stages;

  useEffect(() => {
    if (!started) return;
    if (stage === "normal") void lectureRef.current?.play().catch(() => {});
    else lectureRef.current?.pause();
    if (stage === "startVideo" || stage === "endVideo") {
      // A clip that cannot play is skipped, so it never blocks the lecture.
      void clipRef.current?.play().catch(() => report({ type: "PLAYER.ENDED" }));
    }
  }, [started, stage, lectureRef, clipRef, report]);

  const replay = () => {
    const lecture = lectureRef.current;
    if (lecture) lecture.currentTime = 0;
    restart();
  };

  const togglePlay = () => {
    if (!started) return setStarted(true);
    if (stage === "ended") return replay();
    const video = isClip ? clipRef.current : lectureRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => {});
    else video.pause();
  };

  const seekBy = (delta: number) => {
    const lecture = lectureRef.current;
    if (!lecture || stage !== "normal") return;
    lecture.currentTime = Math.min(Math.max(lecture.currentTime + delta, 0), lecture.duration || 0);
  };

  return { started, start: () => setStarted(true), togglePlay, replay, seekBy };
}
