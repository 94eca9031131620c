import { useMemo, useState } from "react";

/** spec §4 "Video stages": not started yet, opening clip, the lecture, closing clip, ended. */
export type PlaybackStage = "idle" | "opening" | "lecture" | "closing" | "ended";

export interface PlaybackStages {
  readonly stage: PlaybackStage;
  /** Starts (or restarts) at the opening clip when there is one, otherwise at the lecture. */
  start(): void;
  /** The opening or closing clip ended (or could not play). */
  clipFinished(): void;
  lectureFinished(): void;
}

/** The next stage after one ends (spec §4: each stage's end moves to the next; clips only when they exist). */
export function nextStage(stage: PlaybackStage, clips: { hasOpening: boolean; hasClosing: boolean }): PlaybackStage {
  switch (stage) {
    case "idle":
    case "ended":
      return clips.hasOpening ? "opening" : "lecture";
    case "opening":
      return "lecture";
    case "lecture":
      return clips.hasClosing ? "closing" : "ended";
    case "closing":
      return "ended";
  }
}

export function usePlaybackStages(clips: { hasOpening: boolean; hasClosing: boolean }): PlaybackStages {
  const [stage, setStage] = useState<PlaybackStage>("idle");
  const { hasOpening, hasClosing } = clips;
  const actions = useMemo(() => {
    const advance = (from: ReadonlyArray<PlaybackStage>) =>
      setStage((current) => (from.includes(current) ? nextStage(current, { hasOpening, hasClosing }) : current));
    return {
      start: () => setStage(hasOpening ? "opening" : "lecture"),
      clipFinished: () => advance(["opening", "closing"]),
      lectureFinished: () => advance(["lecture"]),
    };
  }, [hasOpening, hasClosing]);
  return useMemo(() => ({ stage, ...actions }), [stage, actions]);
}
