import { AdminTable, Button, Pagination } from "@taxlearn/ui";
import type { ReactNode } from "react";
import { usePageHref } from "../../hooks/use-page-href";
import * as styles from "./admin.css";

/** One column of a console list: its heading and what a row shows in it. */
export interface ConsoleColumn<T> {
  readonly key: string;
  readonly title: string;
  readonly cell: (item: T) => ReactNode;
}

export interface ConsolePaging {
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly onPageChange: (page: number) => void;
}

/**
 * A console list: an optional heading (its count), the table of `items` by `columns` (cards on a phone, the empty
 * text when there are none) and, for a paged list, the pager under it. Every console list keeps its page in the
 * address's `page` (use-console-list.ts, use-filter-form.ts), so the pager's pages are links to those addresses.
 */
export function ConsoleTable<T>({
  caption,
  emptyText,
  columns,
  items,
  rowKey,
  heading,
  paging,
}: {
  /** What the table lists, for screen readers. */
  caption: string;
  emptyText: string;
  columns: ReadonlyArray<ConsoleColumn<T>>;
  items: ReadonlyArray<T>;
  rowKey: (item: T) => string;
  heading?: string | undefined;
  paging?: ConsolePaging | undefined;
}) {
  const pageHref = usePageHref();
  return (
    <>
      {heading ? <h2 className={styles.panelTitle}>{heading}</h2> : null}
      <AdminTable
        caption={caption}
        emptyText={emptyText}
        columns={columns.map(({ key, title }) => ({ key, title }))}
        rows={items.map((item) => ({
          key: rowKey(item),
          cells: Object.fromEntries(columns.map((column) => [column.key, column.cell(item)])),
        }))}
      />
      {paging ? (
        <Pagination
          total={paging.total}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={paging.onPageChange}
          pageHref={pageHref}
        />
      ) : null}
    </>
  );
}

/** The buttons of a row, side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** A row's secondary button (编辑, 下架 …). */
export function RowButton({
  children,
  onClick,
  disabled = false,
  expanded,
}: {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  /** For a button that opens a panel in the row. */
  expanded?: boolean | undefined;
}) {
  return (
    <Button size="small" tone="secondary" disabled={disabled} onClick={onClick} aria-expanded={expanded}>
      {children}
    </Button>
  );
}
