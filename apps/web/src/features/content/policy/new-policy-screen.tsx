import { weekdayDate } from "@taxlearn/core";
import { ArticleListItem, EmptyState, PageColumn } from "@taxlearn/ui";
import { Link } from "react-router";
import * as listStyles from "../../../components/article-list.css";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { buttonLink } from "../../../styles/button-link.css";
import { CONTENT_TEXT } from "../content.messages";
import { policyDetailsPath } from "../shared/content-paths";
import * as layout from "../shared/layout.css";
import * as styles from "./new-policy.css";
import { groupByPeriod } from "./policy-periods";

const LATEST_COUNT = 20;

/** /new-policy (新政速递): the latest policies grouped by publication period, with a link to all of them. */
export default function NewPolicyScreen() {
  const latest = useApiQuery((api) => api.onlineNewsList({ page: 1, pageSize: LATEST_COUNT }), []);
  return (
    <PageColumn className={layout.page}>
      <PageHeading title={CONTENT_TEXT.newPolicyTitle} subtitle={CONTENT_TEXT.newPolicySubtitle}>
        <Link className={layout.textLink} to="/new-policy-more">
          {CONTENT_TEXT.moreNewPolicies} ›
        </Link>
      </PageHeading>
      <section className={layout.panel} aria-label={CONTENT_TEXT.newPolicyTitle}>
        <QueryView query={latest}>
          {(data) =>
            data.list.length === 0 ? (
              <EmptyState title={CONTENT_TEXT.emptyList} />
            ) : (
              <>
                {groupByPeriod(data.list).map((group) => (
                  <section key={group.label} className={styles.period} aria-label={group.label}>
                    <h2 className={styles.periodLabel}>{group.label}</h2>
                    <ul className={listStyles.list}>
                      {group.items.map((article) => (
                        <li key={article.id} className={listStyles.row}>
                          <ArticleListItem
                            title={article.title}
                            summary={article.summary}
                            date={weekdayDate(article.publishedAt)}
                            source={`${article.typeName} · ${article.source}`}
                            href={policyDetailsPath(article.id)}
                            titleLevel={3}
                          />
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
                <div className={styles.more}>
                  <Link className={buttonLink} to="/new-policy-more">
                    {CONTENT_TEXT.moreNewPolicies}
                  </Link>
                </div>
              </>
            )
          }
        </QueryView>
      </section>
    </PageColumn>
  );
}
