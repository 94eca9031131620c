import { type RefObject, useEffect, useState } from "react";
import type { ReportToStages } from "./use-video-stages";

/** The lecture's playback speed: chosen in the controls, read back from the video (its ratechange). */
export function usePlaybackSpeed(
  lectureRef: RefObject<HTMLVideoElement | null>,
  report: ReportToStages,
): { rate: number; chooseRate: (rate: number) => void } {
  const [rate, setRate] = useState(1);
  useEffect(() => {
    const lecture = lectureRef.current;
    if (!lecture) return;
    const onRateChange = () => setRate(lecture.playbackRate);
    lecture.addEventListener("ratechange", onRateChange);
    return () => lecture.removeEventListener("ratechange", onRateChange);
  }, [lectureRef]);

  const chooseRate = (value: number) => {
    if (lectureRef.current) lectureRef.current.playbackRate = value;
    report({ type: "PLAYER.SETTING_SELECTED", setting: `speed:${value}` });
  };
  return { rate, chooseRate };
}
