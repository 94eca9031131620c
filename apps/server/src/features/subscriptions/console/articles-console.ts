import type { ServerContext } from "../../../server-context";
import { guardSection } from "../../admin/admin-access";
import type { ConsoleHandlers } from "../../admin/console-handlers";
import { articleListHandler, articlePublishHandler, articleSaveHandler } from "./articles";

/** The console's policy and case drafts (section `articles`), published as `content:publish` does. */
export function articlesConsoleHandlers(
  server: ServerContext,
): ConsoleHandlers<"adminArticleList" | "adminArticleSave" | "adminArticlePublish"> {
  const guard = guardSection(server);
  return {
    adminArticleList: guard("adminArticleList", "articles", articleListHandler(server)),
    adminArticleSave: guard("adminArticleSave", "articles", articleSaveHandler(server), (i) =>
      i.id ? `article:${i.id}` : "",
    ),
    adminArticlePublish: guard(
      "adminArticlePublish",
      "articles",
      articlePublishHandler(server),
      (i) => `article:${i.id}`,
    ),
  };
}
