import type { ReactNode } from "react";
import { type NavigateHandler, routerClick } from "../../navigation/link-target";
import { QA_HELP_TEXT } from "../../qa-help.messages";
import * as styles from "./question-card.css";

export interface QuestionCardProps {
  title: string;
  /** Plain text; rendered as text, line breaks kept. */
  content?: string;
  authorName: string;
  /** Already formatted by the page (core's relativeTime). */
  time: string;
  answerCount: number;
  /** The course the question is about, with its link (the learner centre's lists show it). */
  course?: { title: string; href: string };
  /** The answers and the answer form, under the question. */
  children?: ReactNode;
  /** Marks the question a message led to. */
  highlighted?: boolean;
  /** Shown for the learner's own question. */
  onDelete?: () => void;
  onNavigate?: NavigateHandler;
  id?: string;
  titleLevel?: 2 | 3 | 4;
}

/** One question of course Q&A: title, details, who asked and when, how many answers, and the answers below. */
export function QuestionCard({
  title,
  content,
  authorName,
  time,
  answerCount,
  course,
  children,
  highlighted = false,
  onDelete,
  onNavigate,
  id,
  titleLevel = 3,
}: QuestionCardProps) {
  const Title = `h${titleLevel}` as const;
  return (
    <article id={id} className={[styles.card, highlighted ? styles.highlighted : ""].join(" ")} aria-label={title}>
      <Title className={styles.title}>
        <span className={styles.mark} aria-hidden="true">
          问
        </span>
        <span>{title}</span>
      </Title>
      {content ? <p className={styles.content}>{content}</p> : null}
      <div className={styles.meta}>
        {course ? (
          <a className={styles.courseLink} href={course.href} onClick={routerClick(course.href, onNavigate)}>
            {QA_HELP_TEXT.course}：{course.title}
          </a>
        ) : null}
        <span>
          {authorName} {QA_HELP_TEXT.asker}
        </span>
        {/* a relative time (N秒前) reads differently by the time the page hydrates: not a mismatch to recover from */}
        <time suppressHydrationWarning>{time}</time>
        <span>{QA_HELP_TEXT.answers(answerCount)}</span>
        {onDelete ? (
          <button type="button" className={styles.action} onClick={onDelete}>
            {QA_HELP_TEXT.delete}
          </button>
        ) : null}
      </div>
      {children ? <div className={styles.answers}>{children}</div> : null}
    </article>
  );
}
