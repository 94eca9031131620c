import { pageCountOf } from "@taxlearn/core";
import { EmptyState, Pagination } from "@taxlearn/ui";
import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import { buttonLink } from "../../../styles/button-link.css";
import * as styles from "./centre.css";

export interface Paged<T> {
  readonly list: ReadonlyArray<T>;
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

export interface CentreListProps<T> {
  data: Paged<T>;
  label: string;
  renderItem: (item: T) => ReactNode;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  empty: { title: string; description: string; action?: { href: string; label: string } };
}

/** One page of a centre list with the spec's pagination (§9) under it, or its Chinese empty state. */
export function CentreList<T>({ data, label, renderItem, onPageChange, onPageSizeChange, empty }: CentreListProps<T>) {
  // a page past the end (its last entries were just removed, or an old link): show the last page instead
  const lastPage = pageCountOf(data.total, data.pageSize);
  const pastTheEnd = data.list.length === 0 && data.total > 0 && data.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) onPageChange(lastPage);
  }, [pastTheEnd, lastPage, onPageChange]);
  if (data.list.length === 0 && data.total === 0) {
    return (
      <EmptyState
        title={empty.title}
        description={empty.description}
        action={
          empty.action ? (
            <Link className={buttonLink} to={empty.action.href}>
              {empty.action.label}
            </Link>
          ) : undefined
        }
      />
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={label}>
        {data.list.map(renderItem)}
      </ul>
      <div className={styles.pager}>
        <Pagination
          total={data.total}
          page={data.page}
          pageSize={data.pageSize}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
        />
      </div>
    </>
  );
}

/** The heading of a centre screen: its title, a line of explanation and actions on the right. */
export function CentreHeading({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <header className={styles.heading}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {hint ? <p className={styles.hint}>{hint}</p> : null}
      </div>
      {children}
    </header>
  );
}
