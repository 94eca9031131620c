import { type Lecturer, LIVE_STATUS, liveView, MESSAGES, type NormalizedLiveItem } from "@taxlearn/core";
import { LIVE_ROOM_TEXT } from "../../live-room.messages";
import { Button } from "../button";
import { LecturerList } from "../lecturer-list";
import * as styles from "./live-info.css";

export interface LiveInfoProps {
  /** core's `normalizeLiveItem` of the session (its `scheduled` is the learner's). */
  live: NormalizedLiveItem;
  now: Date;
  description: string;
  lecturer: Lecturer | null;
  /** The button (报名预约 / 已预约 / 查看回放, spec §4) was pressed. */
  onAction: () => void;
  /** A booking is on its way: the button waits. */
  busy?: boolean;
}

const TONE = {
  [LIVE_STATUS.notStarted]: "notStarted",
  [LIVE_STATUS.live]: "live",
  [LIVE_STATUS.replay]: "replay",
} as const;

/**
 * The session's texts beside the player: status tag and title, 主讲人, the 开播时间 block before it starts
 * (暂无相关信息 without a time, spec §8), the button of spec §4 (报名预约 / 已预约, 查看回放; not 立即进入, which
 * would open this page), the lecturer card and the description.
 */
export function LiveInfo({ live, now, description, lecturer, onAction, busy = false }: LiveInfoProps) {
  const view = liveView(live, now);
  const tone = TONE[live.status as keyof typeof TONE] ?? "notStarted";
  return (
    <section className={styles.panel} aria-label={live.title}>
      <div className={styles.headline}>
        <span className={styles.tag({ status: tone })} data-testid="live-status">
          {view.tagText}
        </span>
        <h1 className={styles.title}>{live.title}</h1>
      </div>
      <p className={styles.line}>
        <span className={styles.lineLabel}>{MESSAGES.lecturerLabel}</span>
        {live.lecturer}
      </p>
      {view.showStartTime ? (
        <p className={styles.startTime}>
          <span className={styles.startTimeLabel}>{view.startTimeLabel}</span>
          <span>{view.startTimeText}</span>
        </p>
      ) : null}
      {/* 立即进入 would open this very page (its player is beside it); 查看回放 starts the replay here */}
      {live.status === LIVE_STATUS.live ? null : (
        <div className={styles.actions}>
          <Button
            tone={view.buttonGrey ? "muted" : "primary"}
            disabled={view.buttonDisabled || busy}
            aria-busy={busy}
            onClick={onAction}
          >
            {view.buttonText}
          </Button>
        </div>
      )}
      {lecturer ? (
        <>
          <h2 className={styles.sectionHeading}>{LIVE_ROOM_TEXT.lecturerHeading}</h2>
          <LecturerList lecturers={[lecturer]} />
        </>
      ) : null}
      {description ? (
        <>
          <h2 className={styles.sectionHeading}>{LIVE_ROOM_TEXT.descriptionHeading}</h2>
          <p className={styles.description}>{description}</p>
        </>
      ) : null}
    </section>
  );
}
