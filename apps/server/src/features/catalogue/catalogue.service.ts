import type { catalogueContracts, RegionalColumnData, relatedContracts } from "@taxlearn/api";
import type { Database } from "../../db/database";
import { ARTICLE_TYPES } from "../../db/seed/topics.seed";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import { SERVER_MESSAGES } from "../../messages";
import type { ServerContext } from "../../server-context";
import { withLearnerBookings } from "../live/learner-bookings";
import { articleCard, courseCard } from "./catalogue.mappers";
import * as repo from "./catalogue.repo";
import { richTextToPlain } from "./rich-text";

export const POLICY_TYPES = [
  ARTICLE_TYPES.law,
  ARTICLE_TYPES.notice,
  ARTICLE_TYPES.interpretation,
  ARTICLE_TYPES.express,
];
const CASE_TYPES = [ARTICLE_TYPES.caseInspect, ARTICLE_TYPES.caseJustice, ARTICLE_TYPES.caseNews] as const;

/**
 * Public catalogue reads served through the response cache (they are the hot reads). regionalColumn is not one:
 * its lives carry the learner's `scheduled`, so only its public part is cached (`publicRegionalColumn`).
 */
export const CACHED_CATALOGUE_CALLS: ReadonlySet<string> = new Set([
  "onlineProducts",
  "onlineProductDetail",
  "vipProduct",
  "onlineNewsList",
  "onlineNewsDetail",
  "onlineCategories",
  "productFileLongText",
  "customFileList",
  "customFileDetail",
  "kedanList",
  "hearingList",
  "hearingDetail",
  "newsListByCourse",
  "onlineProductListByCourse",
  "caseInspectsByCourse",
  "caseJusticeByCourse",
  "caseNewsByCourse",
  "onlineProductListByNews",
  "newsListByNews",
  "caseInspectsByNews",
  "caseJusticeByNews",
  "caseNewsByNews",
  "newsListByCaseInspects",
  "newsListByCaseJustice",
  "newsListByCaseNews",
  "onlineProductListByCaseInspects",
  "onlineProductListByCaseJustice",
  "onlineProductListByCaseNews",
  "caseNewsByCase",
  "caseNewsByCaseDefault",
  "caseInspectsByCase",
  "caseJusticeByCase",
  "caseInspectsByCourseLimited",
]);

export async function courseCards(db: Database, rows: readonly repo.CourseRow[]) {
  const lecturers = await repo.lecturersOfCourses(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => courseCard(row, lecturers));
}

type RegionalColumn = typeof RegionalColumnData.Type;

/**
 * A region's column as every visitor sees it (`scheduled` 0), or undefined when the region has none. Kept in the
 * response cache (cleared by catalogue writes) under a key that cannot clash with the URL keys of cached routes.
 */
async function publicRegionalColumn(
  server: ServerContext,
  cityId: number | undefined,
  provinceId: number | undefined,
): Promise<RegionalColumn | undefined> {
  const key = `regionalColumn|${cityId ?? ""}|${provinceId ?? ""}`;
  const hit = server.cache.get(key);
  if (hit !== undefined) return JSON.parse(Buffer.from(hit.identity).toString("utf8")) as RegionalColumn;
  const generation = server.cache.generation;
  const column = await repo.findRegionalColumn(server.db, cityId, provinceId);
  if (!column) return undefined;
  const [courses, lives] = await Promise.all([
    repo.coursesByIds(server.db, column.courseIds),
    repo.livesByIds(server.db, column.liveIds),
  ]);
  const data: RegionalColumn = {
    id: column.id,
    title: column.title,
    moreLink: column.moreLink,
    provinceId: column.provinceId,
    cityId: column.cityId,
    courses: await courseCards(server.db, courses),
    lives: lives.map((l) => ({
      id: l.id,
      title: l.title,
      image: l.image,
      name: l.lecturerName,
      status: l.status,
      scheduled: 0,
      startTime: l.startTime.toISOString(),
      createMode: l.createMode,
    })),
  };
  server.cache.set(key, Buffer.from(JSON.stringify(data), "utf8"), generation);
  return data;
}

type Source = "course" | "news" | 25 | 26 | 27;

/** Tags of the source item, or null when it does not exist (or is not of that kind). */
async function sourceTags(db: Database, source: Source, id: number): Promise<string[] | null> {
  if (source === "course") return (await repo.findCourse(db, id))?.tags ?? null;
  const article = await repo.findArticle(db, id);
  if (!article) return null;
  const kindMatches = source === "news" ? (POLICY_TYPES as number[]).includes(article.type) : article.type === source;
  return kindMatches ? article.tags : null;
}

export function catalogueHandlers(
  server: ServerContext,
): HandlersFor<typeof catalogueContracts> & HandlersFor<typeof relatedContracts> {
  const { db } = server;

  type ArticleTarget = "news" | 25 | 26 | 27;
  const relatedTags = async (source: Source, id: number) => sourceTags(db, source, id);

  const relatedCourseList = async (source: Source, id: number, limit: number, orgId: number | null) => {
    const tags = await relatedTags(source, id);
    if (tags === null) return fail(404, SERVER_MESSAGES.notFound);
    const scope = await repo.orgCategoryScope(db, orgId);
    const excludeId = source === "course" ? id : -1;
    return ok(await courseCards(db, await repo.relatedCourses(db, tags, excludeId, limit, scope)));
  };

  const relatedArticleList = async (source: Source, target: ArticleTarget, id: number, limit: number) => {
    const tags = await relatedTags(source, id);
    if (tags === null) return fail(404, SERVER_MESSAGES.notFound);
    const excludeId = source === "course" ? -1 : id;
    const types = target === "news" ? POLICY_TYPES : [target];
    return ok((await repo.relatedArticles(db, tags, types, excludeId, limit)).map(articleCard));
  };
  const caseSource = (type: 25 | 26 | 27): Source => type;

  return {
    async onlineProducts(input, request) {
      const scope = await repo.orgCategoryScope(db, request.orgId);
      const { rows, total } = await repo.listCourses(db, { ...input, scope }, input.page, input.pageSize);
      return ok({ list: await courseCards(db, rows), total, page: input.page, pageSize: input.pageSize });
    },

    async onlineProductDetail(input, request) {
      const row = await repo.findCourse(db, input.id);
      const scope = await repo.orgCategoryScope(db, request.orgId);
      if (!row || (scope !== null && !scope.includes(row.categoryId))) return fail(404, SERVER_MESSAGES.notFound);
      const lecturers = await repo.lecturersOfCourses(db, [row.id]);
      const category = await repo.findCategory(db, row.categoryId);
      return ok({
        ...courseCard(row, lecturers),
        categoryName: category?.name ?? "",
        detailHtml: row.detailHtml,
        lecturerDetails: lecturers.map((l) => ({
          id: l.id,
          nickname: l.nickname,
          avatar: l.avatar,
          positionalTitles: l.positionalTitles,
          intro: l.intro,
        })),
        files: await repo.filesOfCourse(db, row.id),
      });
    },

    async vipProduct(input) {
      const row = await repo.findVipProduct(db, input.id);
      if (!row) return fail(404, SERVER_MESSAGES.notFound);
      const { sort: _sort, ...product } = row;
      return ok(product);
    },

    async onlineNewsList(input) {
      const types = input.type !== undefined ? [input.type] : POLICY_TYPES;
      const { rows, total } = await repo.listArticles(db, { ...input, types }, input.page, input.pageSize);
      return ok({ list: rows.map(articleCard), total, page: input.page, pageSize: input.pageSize });
    },

    async onlineNewsDetail(input) {
      const row = await repo.findArticle(db, input.id);
      return row ? ok({ ...articleCard(row), contentHtml: row.contentHtml }) : fail(404, SERVER_MESSAGES.notFound);
    },

    async onlineCategories(input, request) {
      const scope = await repo.orgCategoryScope(db, request.orgId);
      return ok(await repo.listCategories(db, input.kind, scope));
    },

    async regionalColumn(input, request) {
      if (input.cityId === undefined && input.provinceId === undefined) {
        return fail(400, SERVER_MESSAGES.missingField("cityId"));
      }
      const column = await publicRegionalColumn(server, input.cityId, input.provinceId);
      if (!column) return fail(404, SERVER_MESSAGES.noRegionalColumn);
      if (!request.session) return ok(column);
      return ok({ ...column, lives: await withLearnerBookings(db, request.session.userId, column.lives) });
    },

    async productFileLongText(input) {
      const file = await repo.findProductFile(db, input.mediaId);
      return file
        ? ok({ mediaId: file.mediaId, title: file.title, html: file.html })
        : fail(404, SERVER_MESSAGES.notFound);
    },

    async richTextByUrl(input) {
      // Only stored content paths resolve: no outbound fetches, so the call cannot be used to reach other hosts.
      const article = await repo.findArticleByPath(db, input.path);
      if (!article) return fail(404, SERVER_MESSAGES.notFound);
      return ok(
        input.isConvert === 1
          ? { path: article.contentPath, format: "text" as const, content: richTextToPlain(article.contentHtml) }
          : { path: article.contentPath, format: "html" as const, content: article.contentHtml },
      );
    },

    async customFileList(input) {
      const { rows, total } = await repo.listCustomFiles(db, input.theme, input.page, input.pageSize);
      return ok({
        list: rows.map(({ contentHtml: _html, courseIds: _ids, publishedAt, ...card }) => ({
          ...card,
          publishedAt: publishedAt.toISOString(),
        })),
        total,
        page: input.page,
        pageSize: input.pageSize,
      });
    },

    async customFileDetail(input) {
      const row = await repo.findCustomFile(db, input.id);
      if (!row) return fail(404, SERVER_MESSAGES.notFound);
      const { courseIds, publishedAt, ...rest } = row;
      return ok({
        ...rest,
        publishedAt: publishedAt.toISOString(),
        courses: await courseCards(db, await repo.coursesByIds(db, courseIds)),
      });
    },

    async kedanList(input) {
      const { rows, total } = await repo.listKedans(db, input.page, input.pageSize);
      return ok({
        list: rows.map(({ courseIds, sort: _sort, ...card }) => ({ ...card, courseCount: courseIds.length })),
        total,
        page: input.page,
        pageSize: input.pageSize,
      });
    },

    async kedanDetail(input) {
      const row = await repo.findKedan(db, input.id);
      if (!row) return fail(404, SERVER_MESSAGES.notFound);
      const { courseIds, sort: _sort, ...rest } = row;
      return ok({
        ...rest,
        courseCount: courseIds.length,
        courses: await courseCards(db, await repo.coursesByIds(db, courseIds)),
      });
    },

    async hearingList(input) {
      const { rows, total } = await repo.listHearings(db, input.page, input.pageSize);
      return ok({
        list: rows.map(({ contentHtml: _html, heldAt, ...card }) => ({ ...card, heldAt: heldAt.toISOString() })),
        total,
        page: input.page,
        pageSize: input.pageSize,
      });
    },

    async hearingDetail(input) {
      const row = await repo.findHearing(db, input.id);
      return row ? ok({ ...row, heldAt: row.heldAt.toISOString() }) : fail(404, SERVER_MESSAGES.notFound);
    },

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

export { CASE_TYPES };
