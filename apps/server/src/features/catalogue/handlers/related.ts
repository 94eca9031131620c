import type { Database } from "../../../db/database";
import { POLICY_TYPES } from "../../../db/reference-data/article-types";
import { fail, ok } from "../../../http/outcome";
import { SERVER_MESSAGES } from "../../../messages";
import type { ServerContext } from "../../../server-context";
import { findArticle } from "../articles.repo";
import { articleCard } from "../catalogue.mappers";
import { orgCategoryScope } from "../catalogue.repo";
import { courseCards } from "../course-cards";
import { findCourse } from "../courses.repo";
import * as repo from "../related.repo";
import type { CatalogueHandlers } from "./catalogue-handlers";

type Source = "course" | "news" | 25 | 26 | 27;
type ArticleTarget = "news" | 25 | 26 | 27;

/** Tags of the source item, or null when it does not exist (or is not of that kind). */
async function sourceTags(db: Database, source: Source, id: number): Promise<string[] | null> {
  if (source === "course") return (await findCourse(db, id))?.tags ?? null;
  const article = await findArticle(db, id);
  if (!article) return null;
  const kindMatches = source === "news" ? POLICY_TYPES.includes(article.type) : article.type === source;
  return kindMatches ? article.tags : null;
}

/** Related content: courses, policies and cases sharing tags with a course, a policy or a case. */
export function relatedHandlers(server: ServerContext): CatalogueHandlers {
  const { db } = server;

  const relatedCourseList = async (source: Source, id: number, limit: number, orgId: number | null) => {
    const tags = await sourceTags(db, source, id);
    if (tags === null) return fail(404, SERVER_MESSAGES.notFound);
    const scope = await orgCategoryScope(db, orgId);
    const excludeId = source === "course" ? id : -1;
    return ok(await courseCards(db, await repo.relatedCourses(db, tags, excludeId, limit, scope)));
  };

  const relatedArticleList = async (source: Source, target: ArticleTarget, id: number, limit: number) => {
    const tags = await sourceTags(db, source, id);
    if (tags === null) return fail(404, SERVER_MESSAGES.notFound);
    const excludeId = source === "course" ? -1 : id;
    const types = target === "news" ? POLICY_TYPES : [target];
    return ok((await repo.relatedArticles(db, tags, types, excludeId, limit)).map(articleCard));
  };
  const caseSource = (type: 25 | 26 | 27): Source => type;

  return {
    newsListByCourse: (i) => relatedArticleList("course", "news", i.id, i.limit),
    onlineProductListByCourse: (i, r) => relatedCourseList("course", i.id, i.limit, r.orgId),
    caseInspectsByCourse: (i) => relatedArticleList("course", 25, i.id, i.limit),
    caseJusticeByCourse: (i) => relatedArticleList("course", 26, i.id, i.limit),
    caseNewsByCourse: (i) => relatedArticleList("course", 27, i.id, i.limit),
    onlineProductListByNews: (i, r) => relatedCourseList("news", i.id, i.limit, r.orgId),
    newsListByNews: (i) => relatedArticleList("news", "news", i.id, i.limit),
    caseInspectsByNews: (i) => relatedArticleList("news", 25, i.id, i.limit),
    caseJusticeByNews: (i) => relatedArticleList("news", 26, i.id, i.limit),
    caseNewsByNews: (i) => relatedArticleList("news", 27, i.id, i.limit),
    newsListByCaseInspects: (i) => relatedArticleList(25, "news", i.id, i.limit),
    newsListByCaseJustice: (i) => relatedArticleList(26, "news", i.id, i.limit),
    newsListByCaseNews: (i) => relatedArticleList(27, "news", i.id, i.limit),
    onlineProductListByCaseInspects: (i, r) => relatedCourseList(25, i.id, i.limit, r.orgId),
    onlineProductListByCaseJustice: (i, r) => relatedCourseList(26, i.id, i.limit, r.orgId),
    onlineProductListByCaseNews: (i, r) => relatedCourseList(27, i.id, i.limit, r.orgId),
    caseNewsByCase: (i) => relatedArticleList(caseSource(i.type), 27, i.id, i.limit),
    caseNewsByCaseDefault: (i) => relatedArticleList(27, 27, i.id, i.limit),
    caseInspectsByCase: (i) => relatedArticleList(caseSource(i.type), 25, i.id, i.limit),
    caseJusticeByCase: (i) => relatedArticleList(caseSource(i.type), 26, i.id, i.limit),
    caseInspectsByCourseLimited: (i) => relatedArticleList("course", 25, i.id, i.limit),
  };
}
