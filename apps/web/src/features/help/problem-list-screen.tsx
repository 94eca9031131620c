import { HELP_TEXT } from "./help.messages";
import { ProblemArticles } from "./problem-articles";
import { ProblemLayout } from "./problem-layout";
import { usePageQuery } from "./use-page-query";

/** /help/problem/list (常见问题): every help article, category by category, paged. */
export default function ProblemListScreen() {
  const { page, pageSize, update } = usePageQuery();
  return (
    <ProblemLayout currentCategoryId={null}>
      <ProblemArticles
        title={HELP_TEXT.problemList}
        categoryId={null}
        keyword=""
        page={page}
        pageSize={pageSize}
        update={update}
      />
    </ProblemLayout>
  );
}
