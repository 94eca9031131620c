import { LectureHitData, type SearchHitData } from "@taxlearn/api";
import { Schema } from "effect";

/** A search page's data with each hit's card already encoded to JSON (kept with the card in `hit-cards.ts`). */
export interface SearchPageParts {
  readonly list: readonly {
    readonly hit: SearchHitData;
    /** The JSON of `hit.course` when it has one. */
    readonly courseJson?: string;
    /** The JSON of `hit.article` when it has one. */
    readonly articleJson?: string;
  }[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

const json = JSON.stringify;
const encodeLecture = Schema.encodeSync(LectureHitData);

/**
 * The JSON a search page's data is sent as: exactly what `JSON.stringify` of the page encoded with its contract
 * (`PageOf(SearchHitData)`) writes, keys in the contract's order (`search-page-json.test.ts` compares the two over
 * generated pages). A distinct search is sent once, so encoding its ten cards with the contract's schema on every
 * answer was a fifth of its cost; each card is encoded once, when it is read, and only the hit's own fields here.
 */
export function searchPageJson(page: SearchPageParts): string {
  let list = "";
  for (const { hit, courseJson, articleJson } of page.list) {
    if (list !== "") list += ",";
    const course = hit.course === null ? "null" : courseJson;
    const article = hit.article === null ? "null" : articleJson;
    if (course === undefined || article === undefined) throw new Error(`search hit ${hit.id} lacks its card's JSON`);
    list +=
      `{"kind":${json(hit.kind)},"id":${json(hit.id)},"titleHighlight":${json(hit.titleHighlight)}` +
      `,"snippet":${json(hit.snippet)},"score":${json(hit.score)},"course":${course},"article":${article}` +
      `,"lecture":${hit.lecture === null ? "null" : json(encodeLecture(hit.lecture))}}`;
  }
  return `{"list":[${list}],"total":${json(page.total)},"page":${json(page.page)},"pageSize":${json(page.pageSize)}}`;
}
