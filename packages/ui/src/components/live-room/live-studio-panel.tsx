import { liveView, type NormalizedLiveItem } from "@taxlearn/core";
import { LIVE_ROOM_TEXT } from "../../live-room.messages";
import { Button } from "../button";
import * as styles from "./live-studio-panel.css";

export interface LiveStudioInfo {
  readonly title: string;
  readonly status: number;
  readonly rtmpUrl: string;
  readonly streamKey: string;
  readonly viewers: number;
  readonly publishing: boolean;
}

export interface LiveStudioPanelProps {
  studio: LiveStudioInfo;
  now: Date;
  /** Copy a text (the address, the key or the command); `label` names it for the confirmation. */
  onCopy: (text: string, label: string) => void;
  onRotate: () => void;
  rotating?: boolean;
}

/** The one command that goes live with a test picture and tone (the README's, with this session's address). */
export const ffmpegCommand = (rtmpUrl: string, streamKey: string): string =>
  `ffmpeg -re -f lavfi -i testsrc=size=1280x720:rate=25 -f lavfi -i sine=frequency=440 ` +
  `-c:v libx264 -preset veryfast -tune zerolatency -g 50 -pix_fmt yuv420p -c:a aac -b:a 128k ` +
  `-f flv ${rtmpUrl}/${streamKey}`;

/** The lecturer's studio: status, viewers, RTMP address and stream key (copy, rotate), OBS and ffmpeg help. */
export function LiveStudioPanel({ studio, now, onCopy, onRotate, rotating = false }: LiveStudioPanelProps) {
  const item: NormalizedLiveItem = {
    id: null,
    title: studio.title,
    image: "",
    lecturer: "",
    status: studio.status,
    scheduled: false,
    startTime: null,
    specialLogo: false,
  };
  const command = ffmpegCommand(studio.rtmpUrl, studio.streamKey);
  return (
    <section className={styles.panel} aria-label={LIVE_ROOM_TEXT.studioHeading}>
      <h1 className={styles.heading}>
        {LIVE_ROOM_TEXT.studioHeading}：{studio.title}
      </h1>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{LIVE_ROOM_TEXT.statusLabel}</dt>
          <dd className={styles.factValue} data-testid="studio-status">
            {liveView(item, now).tagText}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{LIVE_ROOM_TEXT.viewersLabel}</dt>
          <dd className={styles.factValue} data-testid="studio-viewers">
            {studio.viewers}
            {LIVE_ROOM_TEXT.viewersUnit}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{LIVE_ROOM_TEXT.publishingLabel}</dt>
          <dd className={styles.factValue}>
            {studio.publishing ? LIVE_ROOM_TEXT.publishingYes : LIVE_ROOM_TEXT.publishingNo}
          </dd>
        </div>
      </dl>
      <div className={styles.field}>
        <span className={styles.factLabel}>{LIVE_ROOM_TEXT.rtmpUrlLabel}</span>
        <div className={styles.fieldRow}>
          <code className={styles.code}>{studio.rtmpUrl}</code>
          <Button size="small" tone="secondary" onClick={() => onCopy(studio.rtmpUrl, LIVE_ROOM_TEXT.rtmpUrlLabel)}>
            {LIVE_ROOM_TEXT.copy}
          </Button>
        </div>
      </div>
      <div className={styles.field}>
        <span className={styles.factLabel}>{LIVE_ROOM_TEXT.streamKeyLabel}</span>
        <div className={styles.fieldRow}>
          <code className={styles.code} data-testid="studio-key">
            {studio.streamKey}
          </code>
          <Button size="small" tone="secondary" onClick={() => onCopy(studio.streamKey, LIVE_ROOM_TEXT.streamKeyLabel)}>
            {LIVE_ROOM_TEXT.copy}
          </Button>
          <Button size="small" tone="danger" disabled={rotating} aria-busy={rotating} onClick={onRotate}>
            {rotating ? LIVE_ROOM_TEXT.rotating : LIVE_ROOM_TEXT.rotate}
          </Button>
        </div>
        <p className={styles.hint}>{LIVE_ROOM_TEXT.keySecretHint}</p>
      </div>
      <h2 className={styles.subheading}>{LIVE_ROOM_TEXT.commandHeading}</h2>
      <div className={styles.fieldRow}>
        <code className={styles.code}>{command}</code>
        <Button size="small" tone="secondary" onClick={() => onCopy(command, LIVE_ROOM_TEXT.commandHeading)}>
          {LIVE_ROOM_TEXT.copy}
        </Button>
      </div>
      <p className={styles.hint}>{LIVE_ROOM_TEXT.obsHint}</p>
    </section>
  );
}
