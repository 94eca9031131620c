import { Pagination } from "@taxlearn/ui";
import type { ReactNode } from "react";
import * as styles from "../../../components/article-list.css";
import { usePageHref } from "../../../hooks/use-page-href";
import type { ParamChanges } from "../../../lib/list-params";
import * as layout from "./layout.css";
import { scrollToPageTop } from "./scroll";

export interface PageOf<T> {
  readonly list: ReadonlyArray<T>;
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** The pager's handlers for a list paged in the address: a new page goes back to the top, a new size is kept. */
export function pageHandlers(update: (changes: ParamChanges) => void) {
  return {
    onPageChange: (next: number) => {
      update({ page: next });
      scrollToPageTop();
    },
    onPageSizeChange: (size: number) => update({ pageSize: size }),
  };
}

export interface PagedListProps<T> {
  data: PageOf<T>;
  /** The address update of `useListQuery`. */
  update: (changes: ParamChanges) => void;
  /** Shown when the page has nothing. */
  empty: ReactNode;
  /** One keyed `<li>`-level row of the list. */
  renderItem: (item: T) => ReactNode;
  listClassName?: string;
  listLabel?: string;
}

/** One page of a list with the pager under it; `empty` when the page has nothing. */
export function PagedList<T>({
  data,
  update,
  empty,
  renderItem,
  listClassName = styles.list,
  listLabel,
}: PagedListProps<T>) {
  const pageHref = usePageHref();
  if (data.list.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className={listClassName} aria-label={listLabel}>
        {data.list.map((item) => renderItem(item))}
      </ul>
      <div className={layout.pager}>
        <Pagination
          total={data.total}
          page={data.page}
          pageSize={data.pageSize}
          {...pageHandlers(update)}
          pageHref={pageHref}
        />
      </div>
    </>
  );
}
