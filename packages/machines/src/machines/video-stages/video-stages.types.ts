/** spec §3 video player options (vid, playauth, encryptType 1, optional logo). */
export interface PlayerOptions {
  vid?: string;
  playauth?: string;
  encryptType?: number;
  logo?: string;
}

/** The clips of one lecture: the optional opening (type 5) and closing (type 6) clips around the main video. */
export interface VideoSources {
  main: string;
  opening?: string | null;
  closing?: string | null;
}

export interface VideoStagesInput {
  sources: VideoSources;
  options?: PlayerOptions;
  /**
   * The learner is resuming a lecture already started (a saved position): the opening clip is not played again. A
   * new source (another lecture, or 重新播放) starts from the opening clip as usual.
   */
  resuming?: boolean;
}

export type VideoStage = "startVideo" | "normal" | "endVideo" | "ended";

export interface VideoStagesContext {
  sources: VideoSources;
  options: PlayerOptions;
  /** bumped on every source or options change: the player must be rebuilt when it changes */
  build: number;
  /** resuming a started lecture: the opening clip is skipped until the source changes */
  resuming: boolean;
}

/** What the player element reports; each is forwarded as an emitted event. */
export type PlayerEvent =
  | { type: "PLAYER.READY" }
  | { type: "PLAYER.PLAY" }
  | { type: "PLAYER.PAUSE" }
  | { type: "PLAYER.CANPLAY" }
  | { type: "PLAYER.PLAYING" }
  | { type: "PLAYER.WAITING" }
  | { type: "PLAYER.TIMEUPDATE"; currentTime: number }
  | { type: "PLAYER.ERROR"; message: string }
  | { type: "PLAYER.FULLSCREEN_REQUEST" }
  | { type: "PLAYER.FULLSCREEN_CANCEL" }
  | { type: "PLAYER.SEEK_START" }
  | { type: "PLAYER.SEEK_COMPLETE" }
  | { type: "PLAYER.SETTING_SELECTED"; setting: string };

export type VideoStagesEvent =
  | PlayerEvent
  /** the clip on screen played to its end */
  | { type: "PLAYER.ENDED" }
  | { type: "SOURCE.CHANGE"; sources: VideoSources }
  | { type: "OPTIONS.CHANGE"; options: PlayerOptions };

/** spec §4 events emitted by the player component, tagged with the stage they happened in. */
export type VideoStagesEmitted =
  | { type: "ready" | "play" | "pause" | "canplay" | "playing" | "waiting"; stage: VideoStage }
  | { type: "timeupdate"; stage: VideoStage; currentTime: number }
  | { type: "error"; stage: VideoStage; message: string }
  | { type: "requestFullScreen" | "cancelFullScreen" | "startSeek" | "completeSeek"; stage: VideoStage }
  | { type: "settingSelected"; stage: VideoStage; setting: string }
  /** the whole lecture (with its closing clip) is over */
  | { type: "ended" };

export interface VideoStagesView {
  stage: VideoStage;
  /** the clip to play now; null once ended */
  source: string | null;
  options: PlayerOptions;
  /** a new key means a new player: the UI re-creates the player element when it changes */
  playerKey: string;
  isClip: boolean;
}
