/** Case article types (spec §7 case calls: 25 inspection, 26 judicial, 27 classic tax cases). */
const CASE_TYPES: ReadonlySet<number> = new Set([25, 26, 27]);

/** spec §2: /course/details takes the course id (and here the lecture's file id) in the query. */
export const courseDetailsPath = (id: number | string, lectureFileId?: number): string =>
  `/course/details?id=${encodeURIComponent(String(id))}${lectureFileId === undefined ? "" : `&lecture=${lectureFileId}`}`;

/** A case opens in /casebook/details, any other article in /policy/details, both by id in the query. */
export const articlePath = (article: { readonly id: number; readonly type: number }): string =>
  CASE_TYPES.has(article.type) ? `/casebook/details?id=${article.id}` : `/policy/details?id=${article.id}`;

export const VIP_PATH = "/vip";
export const COURSE_LIST_PATH = "/course/list";
