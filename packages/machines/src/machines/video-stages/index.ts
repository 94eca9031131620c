export { connectVideoStages } from "./video-stages.connect";
export { videoStagesMachine } from "./video-stages.machine";
export type {
  PlayerEvent,
  PlayerOptions,
  VideoSources,
  VideoStage,
  VideoStagesContext,
  VideoStagesEmitted,
  VideoStagesEvent,
  VideoStagesInput,
  VideoStagesView,
} from "./video-stages.types";
