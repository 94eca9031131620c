import type { SearchHitData, searchContracts } from "@taxlearn/api";
import { beijingDay } from "@taxlearn/core";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, okEncoded } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { viewerScope } from "../catalogue/viewer-scope";
import { HitCards } from "./hit-cards";
import { SEARCH_MESSAGES } from "./search.messages";
import type { SearchHit, SearchKind } from "./search-index";
import { type SearchPageParts, searchPageJson } from "./search-page-json";
import { TranscriptMemory } from "./transcript-memory";
import type { TranscriptHit } from "./transcript-search.repo";

const lectureHit = (hit: TranscriptHit): SearchHitData => ({
  kind: "lecture",
  id: hit.fileId,
  titleHighlight: hit.titleHighlight,
  snippet: hit.sentenceHighlight,
  score: hit.score,
  course: null,
  article: null,
  lecture: {
    courseId: hit.courseId,
    courseTitle: hit.courseTitle,
    fileId: hit.fileId,
    lectureTitle: hit.lectureTitle,
    seconds: hit.seconds,
    href: hit.href,
  },
});

export function searchHandlers(server: ServerContext): HandlersFor<typeof searchContracts> {
  const { db } = server;
  // lecture passages and hit cards from memory too, kept as current as the response cache (its invalidations)
  const transcripts = new TranscriptMemory(db, server.cache);
  const hitCards = new HitCards(server);
  return {
    async searchOnlineProducts(input, request) {
      const { kind, page, pageSize } = input;
      // validity belongs to policies: asking it of courses, cases or lectures is a mistake, not an empty page
      if (input.validity !== undefined && kind !== "all" && kind !== "policy") {
        return fail(400, SEARCH_MESSAGES.validityOnlyForPolicies);
      }
      // the session's organisation first, else the orgId header (decision 070)
      const courseCategoryScope = (await viewerScope(db, request)).categoryScope;
      const offset = (page - 1) * pageSize;
      // lecture passages are in lecture_transcripts, not in the document index: under 全部 they follow the
      // documents (the page is cut from documents first, then passages)
      const withDocuments = kind !== "lecture";
      const withLectures = (kind === "all" || kind === "lecture") && input.validity === undefined;
      const documents = withDocuments
        ? await server.search.search({
            text: input.keyword,
            kinds: kind === "all" ? [] : [kind as SearchKind],
            categoryId: input.categoryId ?? null,
            productType: input.productType ?? null,
            courseCategoryScope,
            validity: input.validity ? { status: input.validity, today: beijingDay(server.clock()) } : null,
            page,
            pageSize,
          })
        : { hits: [] as SearchHit[], total: 0 };
      // a category or product type narrows to documents that have one; lecture passages have neither
      const lecturesAsked = withLectures && input.categoryId === undefined && input.productType === undefined;
      const lectures = lecturesAsked
        ? await transcripts.search({
            text: input.keyword,
            courseCategoryScope,
            offset: Math.max(0, offset - documents.total),
            limit: pageSize - documents.hits.length,
          })
        : { hits: [], total: 0 };
      const hits = documents.hits;
      const courseIds = hits.filter((h) => h.kind === "course").map((h) => h.refId);
      const articleIds = hits.filter((h) => h.kind !== "course").map((h) => h.refId);
      const { courses: cards, articles: articleCards } = await hitCards.of(courseIds, articleIds);
      const answer: SearchPageParts = {
        list: [
          ...hits.map((hit) => {
            const course = hit.kind === "course" ? (cards.get(hit.refId) ?? null) : null;
            const article = hit.kind === "course" ? null : (articleCards.get(hit.refId) ?? null);
            return {
              hit: {
                kind: hit.kind,
                id: hit.refId,
                titleHighlight: hit.titleHighlight,
                snippet: hit.snippet,
                score: hit.score,
                course: course?.card ?? null,
                article: article?.card ?? null,
                lecture: null,
              },
              courseJson: course?.json,
              articleJson: article?.json,
            };
          }),
          ...lectures.hits.map((hit) => ({ hit: lectureHit(hit) })),
        ],
        total: documents.total + lectures.total,
        page,
        pageSize,
      };
      return okEncoded({ ...answer, list: answer.list.map(({ hit }) => hit) }, searchPageJson(answer));
    },
  };
}
