import {
  connectVideoStages,
  type PlayerEvent as StagePlayerEvent,
  type VideoStagesView,
  videoStagesMachine,
} from "@taxlearn/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { type RefObject, useCallback, useEffect, useRef } from "react";
import type { PlayerEvent } from "./anchor-video-player.types";
import type { PlayerBuild } from "./player-build";

/** Hands what a video element did to the stage machine. */
export type ReportToStages = (event: StagePlayerEvent | { type: "PLAYER.ENDED" }) => void;

export interface VideoStages {
  readonly view: VideoStagesView;
  /** The current stage for media event handlers, which are registered once and would otherwise see a stale one. */
  readonly stageRef: RefObject<VideoStagesView["stage"]>;
  readonly report: ReportToStages;
  /** Back to the first stage of this build (the opening clip, if any). */
  readonly restart: () => void;
}

/**
 * spec §4 "Video stages": opening clip → lecture → closing clip → ended, on videoStagesMachine; what the machine
 * emits goes to `onPlayerEvent`. `resuming` (a saved position) starts at the lecture, without the opening clip.
 */
export function useVideoStages(
  build: PlayerBuild,
  resuming: boolean,
  onPlayerEvent?: (event: PlayerEvent) => void,
): VideoStages {
  const actor = useActorRef(videoStagesMachine, {
    input: { sources: build.sources, options: build.playerOptions, resuming },
  });
  const view = connectVideoStages(useSelector(actor, (snapshot) => snapshot));
  const stageRef = useRef(view.stage);
  stageRef.current = view.stage;
  const report = useCallback<ReportToStages>((event) => actor.send(event), [actor]);

  // Through a ref, so a new callback from the parent does not resubscribe.
  const emitRef = useRef(onPlayerEvent);
  emitRef.current = onPlayerEvent;
  useEffect(() => {
    const subscription = actor.on("*", (event) => emitRef.current?.(event));
    return () => subscription.unsubscribe();
  }, [actor]);

  const restart = useCallback(
    () => actor.send({ type: "SOURCE.CHANGE", sources: build.sources }),
    [actor, build.sources],
  );
  return { view, stageRef, report, restart };
}
