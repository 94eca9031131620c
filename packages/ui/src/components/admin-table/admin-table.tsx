import type { ReactNode } from "react";
import { EmptyState } from "../empty-state/empty-state";
import * as styles from "./admin-table.css";

export interface AdminTableColumn {
  readonly key: string;
  readonly title: string;
}

export interface AdminTableRow {
  readonly key: string;
  readonly cells: Readonly<Record<string, ReactNode>>;
}

export interface AdminTableProps {
  /** What the table lists, for screen readers (订单列表). */
  caption: string;
  columns: ReadonlyArray<AdminTableColumn>;
  rows: ReadonlyArray<AdminTableRow>;
  /** Shown instead of the table when there are no rows. */
  emptyText: string;
}

/**
 * A list of the operator console: a table on a desktop; on a phone each row becomes a card whose cells carry their
 * column's name, so nothing scrolls sideways.
 */
export function AdminTable({ caption, columns, rows, emptyText }: AdminTableProps) {
  if (rows.length === 0) return <EmptyState title={emptyText} />;
  return (
    <div className={styles.wrap}>
      <table className={styles.table} aria-label={caption}>
        <thead className={styles.head}>
          <tr>
            {columns.map((column) => (
              <th key={column.key} className={styles.headCell} scope="col">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={styles.body}>
          {rows.map((row) => (
            <tr key={row.key} className={styles.row}>
              {columns.map((column) => (
                <td key={column.key} className={styles.cell} data-label={column.title}>
                  {row.cells[column.key] ?? ""}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
