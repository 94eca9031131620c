import type { AttachedSource } from "../hls-source";
import { PLAYBACK_RATES, VIDEO_TEXT } from "../video.messages";
import type { DefinitionLabel } from "./anchor-video-player.types";
import * as styles from "./player-controls.css";

/** mm:ss, for the position and the length of the lecture. */
export const formatClock = (seconds: number) => {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
};

export interface PlayerControlsProps {
  playing: boolean;
  currentTime: number;
  duration: number;
  /** Only the lecture can be sought, not the clips. */
  seekable: boolean;
  onTogglePlay: () => void;
  onSeek: (seconds: number) => void;
  rate: number;
  onChooseRate: (rate: number) => void;
  /** The stream's definitions; the select shows when there is a choice. */
  levels: AttachedSource["levels"];
  /** -1 is automatic. */
  level: number;
  definitionLabels: ReadonlyArray<DefinitionLabel>;
  onChooseLevel: (index: number) => void;
  /** The 字幕 toggle, when the lecture has captions. */
  captions: { shown: boolean; onToggle: () => void } | null;
  fullscreen: boolean;
  onToggleFullscreen: () => void;
}

/** The player's control bar: play/pause, position, seek bar, speed, definition, captions and fullscreen. */
export function PlayerControls(props: PlayerControlsProps) {
  const { playing, currentTime, duration, levels, definitionLabels } = props;
  const levelLabel = (levelHeight: number) =>
    definitionLabels.find((d) => d.height === levelHeight)?.label ?? `${levelHeight}p`;
  return (
    // data-player-controls: a double click here must not toggle the presenter layer.
    <div className={styles.controls} data-player-controls="">
      <button type="button" className={styles.controlButton} onClick={props.onTogglePlay}>
        {playing ? VIDEO_TEXT.pause : VIDEO_TEXT.play}
      </button>
      <span className={styles.time}>
        {formatClock(currentTime)} / {formatClock(duration)}
      </span>
      <input
        className={styles.seek}
        type="range"
        min={0}
        max={Math.max(duration, 0) || 0}
        step={0.1}
        value={Math.min(currentTime, duration || 0)}
        aria-label={VIDEO_TEXT.seek}
        disabled={!props.seekable}
        onChange={(event) => props.onSeek(Number(event.currentTarget.value))}
      />
      <select
        className={styles.select}
        value={props.rate}
        aria-label={VIDEO_TEXT.speed}
        onChange={(event) => props.onChooseRate(Number(event.currentTarget.value))}
      >
        {PLAYBACK_RATES.map((r) => (
          <option key={r} value={r}>
            {r}×
          </option>
        ))}
      </select>
      {levels.length > 1 ? (
        <select
          className={styles.select}
          value={props.level}
          aria-label={VIDEO_TEXT.definition}
          onChange={(event) => props.onChooseLevel(Number(event.currentTarget.value))}
        >
          <option value={-1}>{VIDEO_TEXT.autoDefinition}</option>
          {levels.map((l) => (
            <option key={l.index} value={l.index}>
              {levelLabel(l.height)}
            </option>
          ))}
        </select>
      ) : null}
      {props.captions ? (
        <button
          type="button"
          className={`${styles.controlButton} ${props.captions.shown ? styles.controlButtonOn : ""}`}
          aria-pressed={props.captions.shown}
          title={props.captions.shown ? VIDEO_TEXT.captionsOff : VIDEO_TEXT.captionsOn}
          onClick={props.captions.onToggle}
        >
          {VIDEO_TEXT.captions}
        </button>
      ) : null}
      <button type="button" className={styles.controlButton} onClick={props.onToggleFullscreen}>
        {props.fullscreen ? VIDEO_TEXT.exitFullscreen : VIDEO_TEXT.fullscreen}
      </button>
    </div>
  );
}
