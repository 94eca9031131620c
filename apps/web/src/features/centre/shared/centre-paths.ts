// Where centre entries lead: the detail screens of other features, by their public addresses (spec §2 routes).

const CASE_TYPES: ReadonlySet<number> = new Set([25, 26, 27]);

/** /course/details with the lecture to open; the player resumes at the saved second by itself. */
export const courseDetailsPath = (id: number, lectureFileId?: number): string =>
  `/course/details?id=${id}${lectureFileId === undefined ? "" : `&lecture=${lectureFileId}`}`;

/** A case opens in /casebook/details, a policy in /policy/details. */
export const articleDetailsPath = (article: { readonly id: number; readonly type: number }): string =>
  CASE_TYPES.has(article.type) ? `/casebook/details?id=${article.id}` : `/policy/details?id=${article.id}`;

export const kedanDetailPath = (id: number): string => `/kedan/detail/${id}`;

export const COURSE_LIST_PATH = "/course/list";
export const POLICY_PATH = "/policy";
export const CASEBOOK_PATH = "/casebook";
export const KEDAN_PATH = "/kedan";
export const KEDAN_CUSTOM_PATH = "/kedan/custom";
export const STUDY_PLAN_PATH = "/studyPlan";
