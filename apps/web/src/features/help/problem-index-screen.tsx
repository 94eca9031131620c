import { useApiQuery } from "../../hooks/use-api-query";
import { readPositiveInt, readText } from "../../lib/list-params";
import { HELP_TEXT } from "./help.messages";
import { ProblemArticles } from "./problem-articles";
import { ProblemLayout } from "./problem-layout";
import { usePageQuery } from "./use-page-query";

/** /problem/index (问题列表, nested in /help/problem/list): one category's articles, or a search's (`keyword`). */
export default function ProblemIndexScreen() {
  const { params, page, pageSize, update } = usePageQuery();
  const categoryId = readPositiveInt(params, "categoryId");
  const keyword = readText(params, "keyword").slice(0, 50);
  const index = useApiQuery((api) => api.helpIndex({}), []);
  const categoryName =
    index.status === "success" ? index.data.categories.find((c) => c.id === categoryId)?.name : undefined;
  const title = keyword ? HELP_TEXT.searchResults(keyword) : (categoryName ?? HELP_TEXT.problemList);
  return (
    <ProblemLayout currentCategoryId={categoryId}>
      <ProblemArticles
        title={title}
        categoryId={categoryId}
        keyword={keyword}
        page={page}
        pageSize={pageSize}
        update={update}
      />
    </ProblemLayout>
  );
}
