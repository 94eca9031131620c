import type { HelpArticleSummaryData } from "@taxlearn/api";
import * as styles from "./help.css";
import { HelpLink, problemDetailHref } from "./help-link";

/** Help articles as linked rows with their summaries. */
export function ArticleRows({
  articles,
  label,
  showSummary = true,
}: {
  articles: readonly HelpArticleSummaryData[];
  label: string;
  showSummary?: boolean;
}) {
  return (
    <ul className={styles.articleList} aria-label={label}>
      {articles.map((article) => (
        <li key={article.id} className={styles.articleRow}>
          <HelpLink href={problemDetailHref(article.id)}>{article.title}</HelpLink>
          {showSummary ? <p className={styles.articleSummary}>{article.summary}</p> : null}
        </li>
      ))}
    </ul>
  );
}
