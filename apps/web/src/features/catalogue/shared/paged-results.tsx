import { Button, EmptyState } from "@taxlearn/ui";
import type { ReactNode } from "react";
import { QueryView } from "../../../components/query-view";
import type { QueryState } from "../../../hooks/use-api-query";
import type { PageState } from "../../../lib/list-params";
import { CATALOGUE_TEXT } from "../catalogue.messages";
import { ListPager } from "./list-pager";

export interface PagedResultsProps<T> {
  /** One page of a list call. */
  query: QueryState<{ readonly list: ReadonlyArray<T>; readonly total: number }>;
  state: PageState;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  children: (list: ReadonlyArray<T>) => ReactNode;
  placeholder: ReactNode;
  emptyTitle: string;
  /** e.g. a hint and a 清除筛选 button when filters are on. */
  emptyDescription?: string;
  emptyAction?: ReactNode;
}

/**
 * A paged list's loading, error, empty and loaded states with the pager under it. A page past the end (an old
 * link after the list shrank) offers the way back to page 1 instead of an empty list.
 */
export function PagedResults<T>({
  query,
  state,
  onPageChange,
  onPageSizeChange,
  children,
  placeholder,
  emptyTitle,
  emptyDescription,
  emptyAction,
}: PagedResultsProps<T>) {
  return (
    <QueryView query={query} placeholder={placeholder}>
      {(result) => (
        <>
          {result.list.length > 0 ? (
            children(result.list)
          ) : result.total > 0 ? (
            <EmptyState
              title={CATALOGUE_TEXT.pastLastPage}
              action={
                <Button tone="secondary" onClick={() => onPageChange(1)}>
                  {CATALOGUE_TEXT.backToFirstPage}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={emptyTitle}
              {...(emptyDescription ? { description: emptyDescription } : {})}
              {...(emptyAction ? { action: emptyAction } : {})}
            />
          )}
          {result.total > 0 ? (
            <ListPager
              state={state}
              total={result.total}
              onPageChange={onPageChange}
              onPageSizeChange={onPageSizeChange}
            />
          ) : null}
        </>
      )}
    </QueryView>
  );
}
