import type { ReactNode } from "react";
import { QueryView } from "../../../components/query-view";
import type { QueryState } from "../../../hooks/use-api-query";

export interface DetailQueryViewProps<T> {
  query: QueryState<T>;
  /** Shown for the server's 404 envelope instead of an error with 重新加载. */
  notFound: ReactNode;
  children: (data: T) => ReactNode;
  placeholder?: ReactNode;
}

/** QueryView for one item by id: a 404 envelope is not a failure to retry but content that does not exist. */
export function DetailQueryView<T>({ query, notFound, children, placeholder }: DetailQueryViewProps<T>) {
  if (query.status === "error" && query.code === 404) return <>{notFound}</>;
  return (
    <QueryView query={query} placeholder={placeholder}>
      {children}
    </QueryView>
  );
}
