import type { KeyboardEvent, ReactNode } from "react";
import { PLAYER_CARD_ATTRIBUTE } from "./anchor-video-player/player-keys";
import * as styles from "./interaction-card.css";
import { VIDEO_TEXT } from "./video.messages";

/** What every card gets from the player: the countdown and its controls (spec §4 "Interaction card"). */
export interface CardCountdown {
  /** Seconds left before the card closes itself. */
  remaining: number;
  /** The countdown is paused by the timer icon. */
  paused: boolean;
  /** false for a card with timeout 0, which stays until closed (default true). */
  hasCountdown?: boolean;
  onToggleCountdown: () => void;
  onClose: () => void;
}

function TimerIcon({ paused }: { paused: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M9 2h6M12 13V9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      {paused ? <path d="M11 11l4 2-4 2z" fill="currentColor" /> : null}
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** The countdown, the timer icon (pause/resume) and the close button, shared by all cards. */
export function CountdownControls({
  remaining,
  paused,
  hasCountdown = true,
  onToggleCountdown,
  onClose,
}: CardCountdown) {
  return (
    <>
      {hasCountdown ? (
        // read out by the player's live region at appearance and at 5 s left, not on every tick
        <span className={styles.countdown}>{VIDEO_TEXT.countdown(remaining)}</span>
      ) : null}
      {hasCountdown ? (
        <button
          type="button"
          className={styles.iconButton}
          onClick={onToggleCountdown}
          aria-label={paused ? VIDEO_TEXT.resumeCountdown : VIDEO_TEXT.pauseCountdown}
          aria-pressed={paused}
        >
          <TimerIcon paused={paused} />
        </button>
      ) : null}
      <button type="button" className={styles.iconButton} onClick={onClose} aria-label={VIDEO_TEXT.close}>
        <CloseIcon />
      </button>
    </>
  );
}

/**
 * What makes a card a keyboard stop of its own: the player moves focus to it when it appears (tabIndex -1), the
 * player's shortcuts leave its keys alone, and Escape closes it like its × button.
 */
export function playerCardProps(onClose: () => void) {
  return {
    tabIndex: -1,
    [PLAYER_CARD_ATTRIBUTE]: "",
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.stopPropagation();
      onClose();
    },
  };
}

/** A centre-view card (270 × 280): title bar with the countdown controls, then the body. */
export function CardFrame({
  title,
  countdown,
  children,
}: {
  title: string;
  countdown: CardCountdown;
  children: ReactNode;
}) {
  return (
    <section
      className={styles.centreCard}
      aria-label={title}
      data-testid="interaction-card"
      {...playerCardProps(countdown.onClose)}
    >
      <header className={styles.header}>
        <span className={styles.title}>{title}</span>
        <CountdownControls {...countdown} />
      </header>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
