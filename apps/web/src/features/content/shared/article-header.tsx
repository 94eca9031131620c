import type { ArticleCardData } from "@taxlearn/api";
import { parseLabels, weekdayDate } from "@taxlearn/core";
import type { ReactNode } from "react";
import { SAMPLE_CONTENT_TEXT } from "../../../components/sample-content.messages";
import { CONTENT_TEXT } from "../content.messages";
import * as styles from "./article-header.css";

export interface ArticleHeaderProps {
  title: string;
  kind?: string;
  /** Label/value pairs (文号, 来源, 发布时间 …); empty values are left out. */
  meta: ReadonlyArray<readonly [string, ReactNode]>;
  tags?: ReadonlyArray<string>;
  /** Invented for the sample data set: a quiet 示例内容 mark beside the kind. */
  sample?: boolean;
}

/** The heading block of a detail screen: kind, title, facts and tags. */
export function ArticleHeader({ title, kind, meta, tags = [], sample = false }: ArticleHeaderProps) {
  const shown = meta.filter(([, value]) => value !== "" && value !== null && value !== undefined);
  return (
    <header className={styles.header}>
      {kind || sample ? (
        <div className={styles.marks}>
          {kind ? <span className={styles.kind}>{kind}</span> : null}
          {sample ? (
            <span className={styles.sample} title={SAMPLE_CONTENT_TEXT.hint}>
              {SAMPLE_CONTENT_TEXT.mark}
            </span>
          ) : null}
        </div>
      ) : null}
      <h1 className={styles.title}>{title}</h1>
      {shown.length > 0 ? (
        <dl className={styles.meta}>
          {shown.map(([term, value]) => (
            <div key={term} className={styles.metaItem}>
              <dt className={styles.metaTerm}>{CONTENT_TEXT.withColon(term)}</dt>
              <dd className={styles.metaValue}>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {tags.length > 0 ? (
        <ul className={styles.tags} aria-label={CONTENT_TEXT.tagsLabel}>
          {tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}

/** The header of a policy or a case. */
export function ArticleCardHeader({ article }: { article: ArticleCardData }) {
  return (
    <ArticleHeader
      title={article.title}
      kind={article.typeName}
      meta={[
        [CONTENT_TEXT.docNumber, article.docNumber],
        [CONTENT_TEXT.source, article.source],
        [CONTENT_TEXT.published, weekdayDate(article.publishedAt)],
        [CONTENT_TEXT.viewsTerm, CONTENT_TEXT.views(article.browse)],
      ]}
      tags={parseLabels(article.keyword)}
      sample={article.sample}
    />
  );
}
