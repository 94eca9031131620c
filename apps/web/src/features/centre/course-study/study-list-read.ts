import type { ApiClient } from "@taxlearn/api";
import { startEarlyRead, takeEarlyRead } from "../../../lib/api/early-reads";
import { readPage, readPageSize } from "../../../lib/list-params";

// 当前课程's list, started with the route (beside the session's check) rather than after the screen has loaded.

const keyOf = (page: number, pageSize: number) => `studyClassList?page=${page}&pageSize=${pageSize}`;

/** Starts the list the screen will read for this query (the page and size as usePageQuery reads them). */
export function startStudyListRead(api: ApiClient, query: URLSearchParams): void {
  const page = readPage(query);
  const pageSize = readPageSize(query);
  startEarlyRead(keyOf(page, pageSize), () => api.studyClassList({ page, pageSize }));
}

/** The list of this page: the read started with the route when there is one, else a new one. */
export const studyListRead = (api: ApiClient, page: number, pageSize: number) =>
  takeEarlyRead<Awaited<ReturnType<ApiClient["studyClassList"]>>>(keyOf(page, pageSize)) ??
  api.studyClassList({ page, pageSize });
