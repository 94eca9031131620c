import { useEffect, useRef, useState } from "react";
import { LIVE_ROOM_TEXT } from "../../live-room.messages";
import { type AttachedSource, attachSource } from "../../video/hls-source";
import { Button } from "../button";
import * as styles from "./live-player.css";

export interface LiveSource {
  readonly kind: "live" | "replay";
  /** The live or replay playlist (hls.js is loaded only when a source is given). */
  readonly url: string;
  /** Replay only: where to start (the learner's saved position), in seconds. */
  readonly resumeAt: number;
}

export interface LivePlayerProps {
  source: LiveSource | null;
  /** Shown on the stage while there is no source (未开播, locked, no replay). */
  placeholder: string;
  /** Replay only: the position every few seconds and on pause, for progress and resume. */
  onPosition?: (seconds: number) => void;
}

/**
 * The live room's player: the sliding live playlist (starting muted, so the browser lets it start by itself; the
 * learner turns the sound on) or the replay from the saved position, with the browser's controls.
 */
export function LivePlayer({ source, placeholder, onPosition }: LivePlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const onPositionRef = useRef(onPosition);
  onPositionRef.current = onPosition;
  const kind = source?.kind;
  const url = source?.url;
  const resumeAt = source?.resumeAt ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-attaches after 重试.
  useEffect(() => {
    const element = video.current;
    if (!element || !url) return;
    setFailed(false);
    let attached: AttachedSource | null = null;
    let cancelled = false;
    void attachSource(element, url, {}, () => setFailed(true)).then((result) => {
      if (cancelled) return result.destroy();
      attached = result;
      // the live room plays at once: its stream downloads from the start
      result.startLoad();
      if (kind === "replay" && resumeAt > 0) element.currentTime = resumeAt;
      // (jsdom has no play(): it answers undefined)
      void Promise.resolve(element.play()).catch(() => {});
    });
    return () => {
      cancelled = true;
      attached?.destroy();
    };
  }, [url, kind, attempt]);

  useEffect(() => {
    const element = video.current;
    if (!element || kind !== "replay") return;
    let last = 0;
    const report = () => onPositionRef.current?.(element.currentTime);
    const tick = () => {
      if (Math.abs(element.currentTime - last) >= 5) {
        last = element.currentTime;
        report();
      }
    };
    element.addEventListener("timeupdate", tick);
    element.addEventListener("pause", report);
    element.addEventListener("ended", report);
    return () => {
      element.removeEventListener("timeupdate", tick);
      element.removeEventListener("pause", report);
      element.removeEventListener("ended", report);
    };
  }, [kind]);

  return (
    <div className={styles.stage}>
      {source ? (
        <video
          ref={video}
          className={styles.video}
          controls
          playsInline
          muted={source.kind === "live"}
          autoPlay={source.kind === "live"}
          data-kind={source.kind}
        />
      ) : null}
      {source ? (
        <span className={source.kind === "live" ? styles.liveBadge : styles.replayBadge}>
          {source.kind === "live" ? LIVE_ROOM_TEXT.liveBadge : LIVE_ROOM_TEXT.replayBadge}
        </span>
      ) : null}
      {!source ? <p className={styles.placeholder}>{placeholder}</p> : null}
      {source && failed ? (
        <div className={styles.placeholder} role="alert">
          <p>{LIVE_ROOM_TEXT.playFailed}</p>
          <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
            {LIVE_ROOM_TEXT.retry}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
