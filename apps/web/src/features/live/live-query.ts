import { LIVE_STATUS } from "@taxlearn/core";
import { applyParamChanges, readChoice, readPage, readPageSize } from "../../lib/list-params";

/** spec §4 statuses, as the filters offer them. */
export const LIVE_STATUSES = [LIVE_STATUS.live, LIVE_STATUS.notStarted, LIVE_STATUS.replay] as const;
export type LiveStatusFilter = (typeof LIVE_STATUSES)[number] | null;

export interface LiveListQuery {
  /** null: every status. */
  status: LiveStatusFilter;
  page: number;
  pageSize: number;
}

const NONE = "";

/** /liveList?status=&page=&pageSize= — anything malformed falls back to the default (全部, page 1, 10). */
export function parseLiveListQuery(params: URLSearchParams): LiveListQuery {
  const status = readChoice<number | "">(params, "status", [...LIVE_STATUSES], NONE);
  return {
    status: status === NONE ? null : (status as LiveStatusFilter),
    page: readPage(params),
    pageSize: readPageSize(params),
  };
}

export const liveListSearchParams = (query: LiveListQuery): URLSearchParams =>
  applyParamChanges(new URLSearchParams(), { status: query.status, page: query.page, pageSize: query.pageSize });

/** /live?status= — which sections the live home shows (null: all three). */
export const parseLiveHomeQuery = (params: URLSearchParams): { status: LiveStatusFilter } => ({
  status: parseLiveListQuery(params).status,
});

export const liveHomeSearchParams = (query: { status: LiveStatusFilter }): URLSearchParams =>
  applyParamChanges(new URLSearchParams(), { status: query.status });

/** The paged list of one status, as the live home's 查看更多 links it. */
export const liveListPath = (status: LiveStatusFilter): string => {
  const search = liveListSearchParams({ status, page: 1, pageSize: 10 }).toString();
  return search ? `/liveList?${search}` : "/liveList";
};
