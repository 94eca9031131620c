import type { Ref } from "react";
import { VIDEO_TEXT } from "../video.messages";
import * as styles from "./anchor-video-player.css";

export interface StageClipProps {
  stage: "startVideo" | "endVideo";
  /** The clip's URL; without one only the badge shows until the stage machine moves on. */
  source: string | null;
  /** Changes with the stage and on a replay, so each clip plays in a fresh element. */
  playerKey: string;
  clipRef: Ref<HTMLVideoElement>;
  onPlayingChange: (playing: boolean) => void;
  /** Ended, or failed: either way the stage is over. */
  onEnded: () => void;
}

/** spec §4 "Video stages": the opening or closing clip, with its 片头/片尾 badge. */
export function StageClip({ stage, source, playerKey, clipRef, onPlayingChange, onEnded }: StageClipProps) {
  return (
    <>
      {source ? (
        // biome-ignore lint/a11y/useMediaCaption: the clips have no speech
        <video
          key={playerKey}
          ref={clipRef}
          className={styles.video}
          src={source}
          playsInline
          data-testid={stage === "startVideo" ? "opening-clip" : "closing-clip"}
          onPlay={() => onPlayingChange(true)}
          onPause={() => onPlayingChange(false)}
          onEnded={onEnded}
          onError={onEnded}
        />
      ) : null}
      <span className={styles.stageBadge}>{stage === "startVideo" ? VIDEO_TEXT.opening : VIDEO_TEXT.closing}</span>
    </>
  );
}
