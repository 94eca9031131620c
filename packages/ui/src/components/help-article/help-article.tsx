import type { ReactNode } from "react";
import { QA_HELP_TEXT } from "../../qa-help.messages";
import * as styles from "./help-article.css";

export interface HelpArticleProps {
  title: string;
  /** HTML the server sanitised (help articles and newcomer guides). */
  html: string;
  /** e.g. the category name or the organisation. */
  source?: ReactNode;
  /** Already formatted by the page. */
  updatedAt?: string;
  titleLevel?: 1 | 2;
}

/** A help article or newcomer guide: its title, where it belongs, when it changed and its sanitised body. */
export function HelpArticle({ title, html, source, updatedAt, titleLevel = 1 }: HelpArticleProps) {
  const Title = `h${titleLevel}` as const;
  return (
    <article className={styles.article}>
      <Title className={styles.title}>{title}</Title>
      {source || updatedAt ? (
        <div className={styles.meta}>
          {source ? <span>{source}</span> : null}
          {updatedAt ? <span>{QA_HELP_TEXT.updatedAt(updatedAt)}</span> : null}
        </div>
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises help HTML when it is stored and served */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
