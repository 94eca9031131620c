import { HelpCategoryGrid, PageColumn } from "@taxlearn/ui";
import { QueryView } from "../../components/query-view";
import { useApiQuery } from "../../hooks/use-api-query";
import { useNavigateHandler } from "../../hooks/use-navigate-handler";
import { ArticleRows } from "./article-rows";
import * as styles from "./help.css";
import { HELP_TEXT } from "./help.messages";
import { HelpLink, problemIndexHref } from "./help-link";
import { HelpSearch } from "./help-search";

/** /help/index: search, the categories, the hot questions and the ways on (newcomer guide, all problems). */
export default function HelpIndexScreen() {
  const index = useApiQuery((api) => api.helpIndex({}), []);
  const onNavigate = useNavigateHandler();
  return (
    <PageColumn className={styles.page}>
      <section className={styles.hero} aria-labelledby="help-title">
        <h1 id="help-title" className={styles.title}>
          {HELP_TEXT.title}
        </h1>
        <p className={styles.subtitle}>{HELP_TEXT.subtitle}</p>
        <HelpSearch />
        <nav className={styles.links} aria-label={HELP_TEXT.title}>
          <HelpLink href="/help/freshMan">{HELP_TEXT.freshMan}</HelpLink>
          <HelpLink href="/help/problem/list">{HELP_TEXT.allProblems}</HelpLink>
          <HelpLink href="/feedback">{HELP_TEXT.feedback}</HelpLink>
        </nav>
      </section>
      <QueryView query={index} errorTitle={HELP_TEXT.loadFailed}>
        {(data) => (
          <>
            <section className={styles.panel} aria-labelledby="help-categories">
              <h2 id="help-categories" className={styles.sectionTitle}>
                {HELP_TEXT.categories}
              </h2>
              <HelpCategoryGrid
                categories={data.categories}
                hrefOf={(category) => problemIndexHref({ categoryId: category.id })}
                onNavigate={onNavigate}
              />
            </section>
            <section className={styles.panel} aria-labelledby="help-hot">
              <h2 id="help-hot" className={styles.sectionTitle}>
                {HELP_TEXT.hot}
              </h2>
              <ArticleRows articles={data.hot} label={HELP_TEXT.hot} />
            </section>
          </>
        )}
      </QueryView>
    </PageColumn>
  );
}
