import { LIVE_STATUS, liveView, MESSAGES, type NormalizedLiveItem } from "@taxlearn/core";
import { routerClick } from "../../navigation/link-target";
import { Button } from "../button";
import { button } from "../button/button.css";
import { LazyImage } from "../lazy-image";
import * as styles from "./live-cell.css";

/** Which part of the cell was used to jump to the live session (spec §2). */
export type LiveJumpSource = "image" | "button";

/** The image drawn on a createMode 2 session's cover (spec §3 "special logo"); the app passes its own file. */
export interface LiveSpecialLogo {
  src: string;
  alt: string;
  /** The image's size in px, so its box is known before it loads (drawn 24 px high). */
  width?: number;
  height?: number;
}

export interface LiveCellProps {
  /** core's `normalizeLiveItem(raw)`. */
  live: NormalizedLiveItem;
  /** The time the status is judged at (pass the app clock; stories and tests pin it). */
  now: Date;
  onJump: (source: LiveJumpSource, live: NormalizedLiveItem) => void;
  /** The logo shown on the cover when the session has createMode 2 (spec §3); none without it. */
  specialLogo?: LiveSpecialLogo;
  layout?: "row" | "column";
  /** The title's heading level, to fit the page's outline. */
  titleLevel?: 2 | 3 | 4;
  /**
   * The session's page (/liveDetail?id=…): the cover, the title and 立即进入 / 查看回放 become real links; a plain
   * left click still raises `onJump` (the app's router takes it), a middle click opens a tab.
   */
  href?: string;
  /** Booked and not started: a 取消预约 text action beside the grey 已预约 (the app's cancel call). */
  onCancel?: (live: NormalizedLiveItem) => void;
  /** A booking or cancel request is running: the actions are disabled. */
  busy?: boolean;
}

const STATUS_TONE = {
  [LIVE_STATUS.notStarted]: "notStarted",
  [LIVE_STATUS.live]: "live",
  [LIVE_STATUS.replay]: "replay",
} as const;

/** A live class in a list: image, status tag, title, 主讲人, 开播时间 before it starts, and the action button. */
export function LiveCell({
  live,
  now,
  onJump,
  specialLogo,
  layout = "row",
  titleLevel = 3,
  href,
  onCancel,
  busy = false,
}: LiveCellProps) {
  const Title = `h${titleLevel}` as const;
  const view = liveView(live, now);
  const tone = STATUS_TONE[live.status as keyof typeof STATUS_TONE] ?? "notStarted";
  const cover = (
    <>
      <LazyImage src={live.image} alt="" width={256} height={144} fill />
      <span className={styles.visuallyHidden}>{live.title}</span>
      <span className={styles.tag({ status: tone })}>{view.tagText}</span>
      {live.specialLogo && specialLogo ? (
        <img
          className={styles.specialLogo}
          src={specialLogo.src}
          alt={specialLogo.alt}
          width={specialLogo.width}
          height={specialLogo.height}
        />
      ) : null}
    </>
  );
  const opens = live.status === LIVE_STATUS.live || live.status === LIVE_STATUS.replay;
  const buttonTone = view.buttonGrey ? "muted" : live.status === LIVE_STATUS.live ? "danger" : "primary";
  return (
    <article className={styles.cell({ layout })}>
      {href ? (
        <a className={styles.imageButton} href={href} onClick={routerClick(href, () => onJump("image", live))}>
          {cover}
        </a>
      ) : (
        <button type="button" className={styles.imageButton} onClick={() => onJump("image", live)}>
          {cover}
        </button>
      )}
      <div className={styles.body}>
        <Title className={styles.title} title={live.title}>
          {href ? (
            <a className={styles.titleLink} href={href} onClick={routerClick(href, () => onJump("image", live))}>
              {live.title}
            </a>
          ) : (
            live.title
          )}
        </Title>
        <p className={styles.line}>
          <span className={styles.lineLabel}>{MESSAGES.lecturerLabel}</span>
          {live.lecturer}
        </p>
        {view.showStartTime ? (
          <p className={styles.startTime}>
            <span>{view.startTimeLabel}</span>
            <span>{view.startTimeText}</span>
          </p>
        ) : null}
        <div className={styles.actions}>
          {onCancel && live.status === LIVE_STATUS.notStarted && live.scheduled ? (
            <Button tone="text" size="small" disabled={busy} onClick={() => onCancel(live)}>
              {MESSAGES.liveCancelBooking}
            </Button>
          ) : null}
          {href && opens ? (
            <a
              className={button({ tone: buttonTone, size: "small" })}
              href={href}
              onClick={routerClick(href, () => onJump("button", live))}
            >
              {view.buttonText}
            </a>
          ) : (
            <Button
              tone={buttonTone}
              size="small"
              disabled={view.buttonDisabled || busy}
              onClick={() => onJump("button", live)}
            >
              {view.buttonText}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
