import { EmptyState, HelpArticle } from "@taxlearn/ui";
import { QueryView } from "../../components/query-view";
import { useApiQuery } from "../../hooks/use-api-query";
import { useIdParam } from "../../hooks/use-id-param";
import * as styles from "./help.css";
import { HELP_TEXT } from "./help.messages";
import { HelpLink, problemIndexHref } from "./help-link";
import { ProblemLayout } from "./problem-layout";

/** /problem/detail?id= (问题详情, nested in /help/problem/list): one help article. */
export default function ProblemDetailScreen() {
  const id = useIdParam();
  if (id === null) {
    return (
      <ProblemLayout currentCategoryId={null}>
        <EmptyState
          title={HELP_TEXT.missingId}
          action={<HelpLink href="/help/problem/list">{HELP_TEXT.backToList}</HelpLink>}
        />
      </ProblemLayout>
    );
  }
  return <ProblemDetail key={id} id={id} />;
}

function ProblemDetail({ id }: { id: number }) {
  const article = useApiQuery((api) => api.helpArticleDetail({ id }), [id]);
  const categoryId = article.status === "success" ? article.data.categoryId : null;
  return (
    <ProblemLayout currentCategoryId={categoryId}>
      {article.status === "error" && article.code === 404 ? (
        <EmptyState
          title={HELP_TEXT.articleNotFound}
          action={<HelpLink href="/help/problem/list">{HELP_TEXT.backToList}</HelpLink>}
        />
      ) : (
        <QueryView query={article} errorTitle={HELP_TEXT.loadFailed}>
          {(data) => (
            <>
              <HelpArticle
                title={data.title}
                html={data.contentHtml}
                source={
                  <HelpLink href={problemIndexHref({ categoryId: data.categoryId })}>{data.categoryName}</HelpLink>
                }
                updatedAt={data.updatedAt.slice(0, 10)}
              />
              <p className={styles.subtitle}>
                {HELP_TEXT.stillNeedHelp} <HelpLink href="/feedback">{HELP_TEXT.feedback}</HelpLink>
              </p>
            </>
          )}
        </QueryView>
      )}
    </ProblemLayout>
  );
}
