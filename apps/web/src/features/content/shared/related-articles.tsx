import type { ArticleCardData } from "@taxlearn/api";
import { weekdayDate } from "@taxlearn/core";
import { Link } from "react-router";
import { withSampleMark } from "../../../components/sample-mark";
import type { QueryState } from "../../../hooks/use-api-query";
import { CONTENT_TEXT } from "../content.messages";
import { articleDetailsPath } from "./content-paths";
import * as styles from "./related.css";
import { RelatedSection } from "./related-section";

export interface RelatedArticlesProps {
  title: string;
  query: QueryState<ReadonlyArray<ArticleCardData>>;
}

/** A side list of related policies or cases (spec §7 related content); each opens its detail screen. */
export function RelatedArticles({ title, query }: RelatedArticlesProps) {
  return (
    <RelatedSection title={title} query={query}>
      {(items) => <RelatedList items={items} />}
    </RelatedSection>
  );
}

function RelatedList({ items }: { items: ReadonlyArray<ArticleCardData> }) {
  if (items.length === 0) return <p className={styles.none}>{CONTENT_TEXT.noRelated}</p>;
  return (
    <ul className={styles.list}>
      {items.map((article) => (
        <li key={article.id} className={styles.item}>
          <Link className={styles.itemLink} to={articleDetailsPath(article)}>
            {article.title}
          </Link>
          <span className={styles.itemMeta}>
            {withSampleMark(article.typeName, article)} · {weekdayDate(article.publishedAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
