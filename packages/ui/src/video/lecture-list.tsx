import { Link } from "../components/link";
import * as styles from "./lecture-list.css";
import { fittedStageStyle } from "./stage-size";
import { VIDEO_TEXT } from "./video.messages";

/** One lecture as GET /api/onlineProduct/lectures/{id} lists it. */
export interface LectureListItem {
  readonly fileId: number;
  readonly chapterTitle: string;
  readonly title: string;
  /** Seconds. */
  readonly duration: number;
  /** The learner's saved position, seconds. */
  readonly breakpoint: number;
  /** 0-100. */
  readonly progress: number;
}

export interface LectureListProps {
  lectures: ReadonlyArray<LectureListItem>;
  /** The lecture in the player. */
  currentFileId?: number | null;
  onSelect: (fileId: number) => void;
}

const clock = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
};

/** What a lecture's line says about the learner's progress: finished, where they stopped, or its length. */
export function lectureProgressLabel(lecture: LectureListItem): string {
  if (lecture.progress >= 100) return VIDEO_TEXT.finished;
  if (lecture.breakpoint > 0) return VIDEO_TEXT.lastWatched(clock(lecture.breakpoint));
  return clock(lecture.duration);
}

/** The chapter and lecture list of a course, with each lecture's progress (on the course detail page). */
export function LectureList({ lectures, currentFileId = null, onSelect }: LectureListProps) {
  const chapters: { title: string; lectures: LectureListItem[] }[] = [];
  for (const lecture of lectures) {
    const last = chapters.at(-1);
    if (last && last.title === lecture.chapterTitle) last.lectures.push(lecture);
    else chapters.push({ title: lecture.chapterTitle, lectures: [lecture] });
  }
  return (
    <nav className={styles.root} aria-label={VIDEO_TEXT.lectureList}>
      {chapters.map((chapter) => (
        <section key={`${chapter.title}-${chapter.lectures[0]!.fileId}`} className={styles.chapter}>
          <h3 className={styles.chapterTitle}>{chapter.title}</h3>
          <ul className={styles.list}>
            {chapter.lectures.map((lecture) => {
              const current = lecture.fileId === currentFileId;
              return (
                <li key={lecture.fileId}>
                  <button
                    type="button"
                    className={styles.lecture({ current })}
                    aria-current={current ? "true" : undefined}
                    onClick={() => onSelect(lecture.fileId)}
                  >
                    <span>{lecture.title}</span>
                    <span className={styles.meta}>{lectureProgressLabel(lecture)}</span>
                    <span
                      className={styles.progressTrack}
                      role="progressbar"
                      aria-label={VIDEO_TEXT.progress}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={lecture.progress}
                    >
                      <span
                        className={styles.progressBar}
                        style={{ display: "block", width: `${lecture.progress}%` }}
                      />
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}

export interface WatchLockedNoticeProps {
  /** The server's message (购买后即可观看). */
  message: string;
  /** Width and height of the player it stands in for. */
  width?: number | string;
  height?: number | string;
  /** The course's payment page (购买), a real link; absent for a free course. */
  buyHref?: string;
  /** The membership page (开通VIP), a real link. */
  vipHref?: string;
}

/** Where the player would be, for a lecture the learner may not watch: the reason and the ways to get access. */
export function WatchLockedNotice({ message, width, height, buyHref, vipHref }: WatchLockedNoticeProps) {
  return (
    <div className={styles.notice} style={fittedStageStyle(width, height)} role="status">
      <span>{message}</span>
      <span className={styles.noticeActions}>
        {buyHref ? (
          <Link className={styles.noticeButton({ kind: "buy" })} href={buyHref}>
            {VIDEO_TEXT.buy}
          </Link>
        ) : null}
        {vipHref ? (
          <Link className={styles.noticeButton({ kind: "vip" })} href={vipHref}>
            {VIDEO_TEXT.joinVip}
          </Link>
        ) : null}
      </span>
    </div>
  );
}
