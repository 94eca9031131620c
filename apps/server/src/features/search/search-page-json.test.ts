import { SearchArticleCardData, SearchCourseCardData, searchContracts } from "@taxlearn/api";
// effect's own fast-check, the one its Arbitrary builds for
import { Arbitrary, FastCheck as fc, Schema } from "effect";
import { describe, expect, it } from "vitest";
import { type SearchPageParts, searchPageJson } from "./search-page-json";

const PageData = searchContracts.searchOnlineProducts.data;
type PageData = typeof PageData.Type;
const encodePage = Schema.encodeSync(PageData);
const courseJson = (card: typeof SearchCourseCardData.Type) =>
  JSON.stringify(Schema.encodeSync(SearchCourseCardData)(card));
const articleJson = (card: typeof SearchArticleCardData.Type) =>
  JSON.stringify(Schema.encodeSync(SearchArticleCardData)(card));

/** The parts a handler hands over: each hit with its card's JSON, as `hit-cards.ts` keeps it. */
const partsOf = (page: PageData): SearchPageParts => ({
  ...page,
  list: page.list.map((hit) => ({
    hit,
    courseJson: hit.course === null ? undefined : courseJson(hit.course),
    articleJson: hit.article === null ? undefined : articleJson(hit.article),
  })),
});

describe("a search page's JSON", () => {
  it("is the text of the page encoded with its contract, for any page", () => {
    fc.assert(
      fc.property(Arbitrary.make(PageData), (page) => {
        expect(searchPageJson(partsOf(page))).toBe(JSON.stringify(encodePage(page)));
      }),
      { numRuns: 300 },
    );
  });

  it("writes numbers JSON cannot carry as JSON.stringify does, and text that needs escaping escaped", () => {
    const page: PageData = {
      list: [
        {
          kind: "policy",
          id: 7,
          titleHighlight: '引号"与\\反斜杠\n换行 \u2028',
          snippet: "</script><em>增值税</em>",
          score: Number.NaN,
          course: null,
          article: null,
          lecture: { courseId: 1, courseTitle: "课", fileId: 2, lectureTitle: "讲", seconds: 30, href: "/a?b=1&c=2" },
        },
      ],
      total: 1,
      page: 1,
      pageSize: 10,
    };
    const text = searchPageJson(partsOf(page));
    expect(text).toBe(JSON.stringify(encodePage(page)));
    expect(JSON.parse(text).list[0].score).toBeNull();
  });

  it("refuses a hit whose card came without its JSON, rather than sending a page without the card", () => {
    const page = fc.sample(
      Arbitrary.make(PageData).filter((p) => p.list.some((hit) => hit.course !== null)),
      1,
    )[0]!;
    const parts = partsOf(page);
    expect(() =>
      searchPageJson({ ...parts, list: parts.list.map(({ hit }) => ({ hit, articleJson: undefined })) }),
    ).toThrow(/card/);
  });
});
