/** Case kinds (article types) in the order of spec §2's tracked screens: inspection, classic tax, judicial. */
export const CASE_KINDS = [
  { type: 25, label: "稽查案例" },
  { type: 27, label: "经典税案" },
  { type: 26, label: "司法判例" },
] as const;
export type CaseType = (typeof CASE_KINDS)[number]["type"];
export const CASE_TYPES: readonly CaseType[] = CASE_KINDS.map((kind) => kind.type);
export const DEFAULT_CASE_TYPE: CaseType = 25;

export const isCaseType = (type: number): type is CaseType => (CASE_TYPES as readonly number[]).includes(type);

export const policyDetailsPath = (id: number): string => `/policy/details?id=${id}`;
export const caseDetailsPath = (id: number): string => `/casebook/details?id=${id}`;
export const courseDetailsPath = (id: number | string): string => `/course/details?id=${id}`;
export const customFileDetailsPath = (id: number): string => `/caimiao-custom/details?id=${id}`;
export const hearingDetailsPath = (id: number): string => `/hearing/Details?id=${id}`;

/** Policies and cases share the article shape; the type says which detail screen shows it. */
export const articleDetailsPath = (article: { id: number; type: number }): string =>
  isCaseType(article.type) ? caseDetailsPath(article.id) : policyDetailsPath(article.id);

export const casebookPath = (type: CaseType): string => `/casebook?type=${type}`;

/** /customFile: one theme's landing page. */
export const customFileThemePath = (theme: string): string => `/customFile?theme=${encodeURIComponent(theme)}`;
/** /customFile2: one theme file in the reading view with its outline. */
export const customFileReadingPath = (id: number): string => `/customFile2?id=${id}`;
export const customFileListPath = (theme?: string): string =>
  theme ? `/customFile/list?theme=${encodeURIComponent(theme)}` : "/customFile/list";
