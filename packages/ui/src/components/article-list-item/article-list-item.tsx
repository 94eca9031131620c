import type { NavigateHandler } from "../../navigation/link-target";
import { HighlightText } from "../highlight-text";
import { Link } from "../link";
import * as styles from "./article-list-item.css";

export interface ArticleListItemProps {
  title: string;
  summary?: string;
  /** Already formatted by the page (core's weekdayDate / relativeTime). */
  date?: string;
  /** e.g. the source or the case kind. */
  source?: string;
  tags?: ReadonlyArray<string>;
  /** Marks these search words in the title and summary. */
  keyword?: string;
  /** The article's detail page: the title is a real link and the whole row its target. */
  href: string;
  /** lets the app's router take a plain left click (defaults to `LinkNavigationProvider`'s) */
  onNavigate?: NavigateHandler;
  titleLevel?: 2 | 3 | 4;
}

/** One policy article or case in a list or in search results; the whole row opens it. */
export function ArticleListItem({
  title,
  summary,
  date,
  source,
  tags = [],
  keyword = "",
  href,
  onNavigate,
  titleLevel = 3,
}: ArticleListItemProps) {
  const Title = `h${titleLevel}` as const;
  return (
    <article className={styles.item}>
      <Title className={styles.title}>
        <Link className={styles.titleButton} href={href} onNavigate={onNavigate}>
          <HighlightText text={title} keyword={keyword} />
        </Link>
      </Title>
      {summary ? (
        <p className={styles.summary}>
          <HighlightText text={summary} keyword={keyword} />
        </p>
      ) : null}
      {date || source || tags.length > 0 ? (
        <div className={styles.meta}>
          {source ? <span>{source}</span> : null}
          {date ? <time>{date}</time> : null}
          {tags.map((tag) => (
            <span key={tag} className={styles.tag}>
              {tag}
            </span>
          ))}
        </div>
      ) : null}
    </article>
  );
}
