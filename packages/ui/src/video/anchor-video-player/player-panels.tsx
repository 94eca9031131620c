import { VIDEO_TEXT } from "../video.messages";
import * as styles from "./anchor-video-player.css";
import { controlButton } from "./player-controls.css";

/** Before the first play: the poster and the big play button. */
export function StartCover({ poster, onStart }: { poster: string | undefined; onStart: () => void }) {
  return (
    <>
      {poster ? <img className={styles.poster} src={poster} alt="" /> : null}
      <button type="button" className={styles.bigPlay} onClick={onStart} aria-label={VIDEO_TEXT.play}>
        <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
      </button>
    </>
  );
}

/** After the closing clip: 本讲已播放完毕 and a replay button. */
export function EndedPanel({ onReplay }: { onReplay: () => void }) {
  return (
    <div className={styles.endedPanel} role="status">
      <span>{VIDEO_TEXT.ended}</span>
      <button type="button" className={controlButton} onClick={onReplay}>
        {VIDEO_TEXT.replay}
      </button>
    </div>
  );
}

export function LoadFailedPanel() {
  return (
    <div className={styles.endedPanel} role="alert">
      {VIDEO_TEXT.loadFailed}
    </div>
  );
}

/** spec §2: the opaque mask while the player is out of view; a click resumes play. */
export function OutOfViewMask({ onResume }: { onResume: () => void }) {
  return (
    <button type="button" className={styles.mask} onClick={onResume}>
      {VIDEO_TEXT.maskResume}
    </button>
  );
}
