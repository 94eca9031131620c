// The lecture player and its interaction cards.
export {
  type AnchorVideoCaptions,
  AnchorVideoPlayer,
  type AnchorVideoPlayerOptions,
  type AnchorVideoPlayerProps,
  type DefinitionLabel,
  type PlayerEvent,
} from "./anchor-video-player";
export type { CardCountdown } from "./card-frame";
export { ImageOverlayCard, type ImageOverlayCardProps } from "./image-overlay-card";
export { InteractionCard, type InteractionCardProps } from "./interaction-card";
export {
  LectureList,
  type LectureListItem,
  type LectureListProps,
  lectureProgressLabel,
  WatchLockedNotice,
  type WatchLockedNoticeProps,
} from "./lecture-list";
export { QuizCard, type QuizCardProps } from "./quiz-card";
export { TextCard, type TextCardProps } from "./text-card";
export { PLAYBACK_RATES, VIDEO_TEXT } from "./video.messages";
