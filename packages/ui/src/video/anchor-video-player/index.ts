export { AnchorVideoPlayer } from "./anchor-video-player";
export type {
  AnchorVideoPlayerOptions,
  AnchorVideoPlayerProps,
  DefinitionLabel,
  PlayerEvent,
} from "./anchor-video-player.types";
