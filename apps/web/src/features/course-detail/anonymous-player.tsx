import { LazyImage, LoginGate } from "@taxlearn/ui";
import { COURSE_PLAYER_SIZE } from "../../styles/content-sizes";
import * as styles from "./course-detail.css";
import { COURSE_DETAIL_TEXT } from "./course-detail.messages";
import { useWatchLogin } from "./use-watch-login";

/** Where the player would be, for a visitor: the course cover under the login click layer (spec §6). */
export function AnonymousPlayer({ cover }: { cover: string }) {
  const requireLogin = useWatchLogin();
  return (
    <LoginGate locked onRequireLogin={requireLogin} label={COURSE_DETAIL_TEXT.loginToWatchLabel}>
      <div className={styles.playerBox}>
        {cover ? (
          <LazyImage
            src={cover}
            alt=""
            width={COURSE_PLAYER_SIZE.width}
            height={COURSE_PLAYER_SIZE.height}
            fill
            priority
          />
        ) : null}
        <div className={styles.playerMessage}>
          <span className={styles.playIcon} aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </span>
          <span>{COURSE_DETAIL_TEXT.loginToWatch}</span>
          <span className={styles.playerHint}>{COURSE_DETAIL_TEXT.loginToWatchHint}</span>
        </div>
      </div>
    </LoginGate>
  );
}
