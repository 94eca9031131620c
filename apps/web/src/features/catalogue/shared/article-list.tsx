import type { ArticleCardData } from "@taxlearn/api";
import { parseLabels, weekdayDate } from "@taxlearn/core";
import { ArticleListItem } from "@taxlearn/ui";
import { useNavigate } from "react-router";
import { CATALOGUE_TEXT } from "../catalogue.messages";
import * as styles from "./catalogue.css";
import { articleDetailPath } from "./catalogue-links";

export interface ArticleListProps {
  articles: ReadonlyArray<ArticleCardData>;
  /** Show the summary line under each title. */
  withSummary?: boolean;
  titleLevel?: 2 | 3 | 4;
}

/** Policy articles and cases as rows: title, summary, kind, source, date, tags; a row opens its detail. */
export function ArticleList({ articles, withSummary = true, titleLevel = 3 }: ArticleListProps) {
  const navigate = useNavigate();
  return (
    <div className={styles.articleList}>
      {articles.map((article) => (
        <ArticleListItem
          key={article.id}
          title={article.title}
          {...(withSummary && article.summary ? { summary: article.summary } : {})}
          date={weekdayDate(article.publishedAt)}
          source={[article.typeName, article.source && `${CATALOGUE_TEXT.sourcePrefix}${article.source}`]
            .filter(Boolean)
            .join(" · ")}
          tags={parseLabels(article.keyword)}
          onOpen={() => navigate(articleDetailPath(article))}
          titleLevel={titleLevel}
        />
      ))}
    </div>
  );
}
