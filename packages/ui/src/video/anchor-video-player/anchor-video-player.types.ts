import type { ParsedInteractionEvent } from "@taxlearn/core";
import type { VideoStagesEmitted } from "@taxlearn/machines";

/** spec §4 "Video stages": the events the player emits (from videoStagesMachine), tagged with the stage. */
export type PlayerEvent = VideoStagesEmitted;

/** spec §3 player options. */
export interface AnchorVideoPlayerOptions {
  readonly vid?: string | number;
  /** Playback token for encrypted lectures (appended to key requests). */
  readonly playauth?: string;
  /** 1: HLS AES-128 encrypted. */
  readonly encryptType?: 0 | 1;
  readonly logo?: string;
}

export interface DefinitionLabel {
  /** Matched against the stream's definition heights. */
  readonly height: number;
  readonly label: string;
}

/** The lecture's captions: a WebVTT file (the web app hands over a blob URL of the file it fetched with the login). */
export interface AnchorVideoCaptions {
  readonly src: string;
  /** BCP 47 language of the cues (default zh). */
  readonly srclang?: string;
}

export interface AnchorVideoPlayerProps {
  /** The lecture: an HLS master playlist (or any URL the browser plays). */
  source: string;
  /** spec §3: default 360px. */
  width?: number | string;
  /** spec §3: default 225px. */
  height?: number | string;
  options?: AnchorVideoPlayerOptions;
  /** The presenter video of the anchor layer. */
  overlaySource?: string;
  poster?: string;
  /** spec §3 interaction events, parsed with core's parseInteractionEvent (clips included). */
  events?: ReadonlyArray<ParsedInteractionEvent>;
  /** Labels of the definitions (e.g. 标清, 高清), by height. */
  definitionLabels?: ReadonlyArray<DefinitionLabel>;
  /** Resume position (the saved breakpoint), seconds. */
  startAt?: number;
  /** Headers for key requests of encrypted lectures (the login token the key endpoint checks). */
  keyRequestHeaders?: Readonly<Record<string, string>>;
  /** WebVTT captions; without them the player has no 字幕 button. */
  captions?: AnchorVideoCaptions;
  /** Whether captions show from the start (the 字幕 button toggles them; default off). */
  captionsShown?: boolean;
  /** Starts without waiting for a click on the play button. */
  autoPlay?: boolean;
  /** spec §4 player events; `timeupdate` carries the lecture position (for saving the breakpoint). */
  onPlayerEvent?: (event: PlayerEvent) => void;
  /** A text card's link was chosen (settings htmlRouter). */
  onJump?: (htmlRouter: string) => void;
}
