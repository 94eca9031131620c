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

/** The lecture did not load: the server's own reason when it gave one (示例视频正在准备…), and 重试. */
export function LoadFailedPanel({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <div className={styles.endedPanel} role="alert">
      <span>{message ?? VIDEO_TEXT.loadFailed}</span>
      <button type="button" className={controlButton} onClick={onRetry}>
        {VIDEO_TEXT.retry}
      </button>
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
