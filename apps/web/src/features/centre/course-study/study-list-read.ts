import type { ApiClient } from "@taxlearn/api";
import { DEFAULT_PAGE_SIZE } from "@taxlearn/core";
import { startEarlyRead, takeEarlyRead } from "../../../lib/api/early-reads";

// 当前课程's list, started with the route (beside the session's check) rather than after the screen has loaded.

const keyOf = (page: number, pageSize: number) => `studyClassList?page=${page}&pageSize=${pageSize}`;

/**
 * Starts the first page's list when the address asks for no other page or size (a first visit of the centre; the
 * list's own parser stays out of the first chunk: another page is read by the screen itself).
 */
export function startStudyListRead(api: ApiClient, query: URLSearchParams): void {
  if (query.has("page") || query.has("pageSize")) return;
  startEarlyRead(keyOf(1, DEFAULT_PAGE_SIZE), () => api.studyClassList({ page: 1, pageSize: DEFAULT_PAGE_SIZE }));
}

/** The list of this page: the read started with the route when there is one, else a new one. */
export const studyListRead = (api: ApiClient, page: number, pageSize: number) =>
  takeEarlyRead<Awaited<ReturnType<ApiClient["studyClassList"]>>>(keyOf(page, pageSize)) ??
  api.studyClassList({ page, pageSize });
