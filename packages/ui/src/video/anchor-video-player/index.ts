export { AnchorVideoPlayer } from "./anchor-video-player";
export type {
  AnchorVideoCaptions,
  AnchorVideoPlayerOptions,
  AnchorVideoPlayerProps,
  DefinitionLabel,
  PlayerEvent,
} from "./anchor-video-player.types";
