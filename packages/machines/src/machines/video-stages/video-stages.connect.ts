import type { SnapshotFrom } from "xstate";
import type { videoStagesMachine } from "./video-stages.machine";
import type { VideoStage, VideoStagesView } from "./video-stages.types";

function stageOf(snapshot: SnapshotFrom<typeof videoStagesMachine>): VideoStage {
  if (snapshot.matches("startVideo")) return "startVideo";
  if (snapshot.matches("endVideo")) return "endVideo";
  if (snapshot.matches("ended")) return "ended";
  return "normal";
}

export function connectVideoStages(snapshot: SnapshotFrom<typeof videoStagesMachine>): VideoStagesView {
  const { sources, options, build } = snapshot.context;
  const stage = stageOf(snapshot);
  const source =
    stage === "startVideo"
      ? (sources.opening ?? null)
      : stage === "endVideo"
        ? (sources.closing ?? null)
        : stage === "normal"
          ? sources.main
          : null;
  return {
    stage,
    source,
    options,
    playerKey: `${build}-${stage}`,
    isClip: stage === "startVideo" || stage === "endVideo",
  };
}
