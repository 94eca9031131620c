import { QA_HELP_TEXT } from "../../qa-help.messages";
import * as styles from "./answer-item.css";

export interface AnswerItemProps {
  authorName: string;
  authorAvatar?: string;
  /** A lecturer's answer: the 讲师 mark and the lecturer's title. */
  lecturer?: boolean;
  lecturerTitle?: string | null;
  /** Plain text; rendered as text, line breaks kept. */
  content: string;
  /** Already formatted by the page (core's relativeTime). */
  time: string;
  /** Shown for the learner's own answer. */
  onDelete?: () => void;
}

/** One answer to a question; a lecturer's carries the 讲师 mark. */
export function AnswerItem({
  authorName,
  authorAvatar,
  lecturer = false,
  lecturerTitle,
  content,
  time,
  onDelete,
}: AnswerItemProps) {
  return (
    <article className={styles.item} aria-label={`${authorName}${lecturer ? `（${QA_HELP_TEXT.lecturer}）` : ""}`}>
      {authorAvatar ? (
        <img className={styles.avatar} src={authorAvatar} alt="" width={32} height={32} loading="lazy" />
      ) : (
        <span className={styles.avatar} aria-hidden="true" />
      )}
      <div>
        <div className={styles.head}>
          <span className={styles.name}>{authorName}</span>
          {lecturer ? <span className={styles.lecturerMark}>{QA_HELP_TEXT.lecturer}</span> : null}
          {lecturer && lecturerTitle ? <span className={styles.lecturerTitle}>{lecturerTitle}</span> : null}
          {/* relative (N分钟前): the server's text and the browser's may differ by the time it hydrates */}
          <time className={styles.time} suppressHydrationWarning>
            {time}
          </time>
          {onDelete ? (
            <button type="button" className={styles.action} onClick={onDelete}>
              {QA_HELP_TEXT.delete}
            </button>
          ) : null}
        </div>
        <p className={styles.content}>{content}</p>
      </div>
    </article>
  );
}
