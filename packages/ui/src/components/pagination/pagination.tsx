import {
  CONSTANTS,
  clampPage,
  DEFAULT_PAGE_SIZE,
  ellipsisTarget,
  PAGE_SIZES,
  pageCountOf,
  pagerItems,
} from "@taxlearn/core";
import { type KeyboardEvent, type ReactNode, useState } from "react";
import { routerClick } from "../../navigation/link-target";
import { UI_TEXT } from "../../ui.messages";
import * as styles from "./pagination.css";

export interface PaginationProps {
  total: number;
  /** The current page, 1-based. */
  page: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** Shows the page-size select when given. */
  onPageSizeChange?: (pageSize: number) => void;
  /** spec §9: page-size options 10, 20, 30, 40, 50, 100. */
  pageSizes?: ReadonlyArray<number>;
  /** spec §5, §9: an odd number of page buttons from 5 to 21, default 7 (others fall back to 7). */
  pagerCount?: number;
  showTotal?: boolean;
  showJumper?: boolean;
  /**
   * The address of a page, for a list paged in its URL: the pager's pages are then real links (crawlable, open in a
   * new tab); a plain left click still goes through `onPageChange`.
   */
  pageHref?: (page: number) => string;
}

interface PageControlProps {
  target: number;
  label: string;
  current?: boolean;
  disabled?: boolean;
  /** The target's address, or null when the pager has none. */
  hrefOf: (target: number) => string | null;
  go: (target: number) => void;
  children: ReactNode;
}

/** One control of the pager: a link when the page has an address (and is not disabled), else a button. */
function PageControl({ target, label, current = false, disabled = false, hrefOf, go, children }: PageControlProps) {
  const className = styles.pageButton({ current });
  const href = disabled ? null : hrefOf(target);
  if (href !== null) {
    // a plain left click pages in place; modified clicks and other buttons are the browser's (a new tab or window)
    const onClick = routerClick(href, () => go(target));
    return (
      <a
        className={className}
        href={href}
        aria-label={label}
        aria-current={current ? "page" : undefined}
        onClick={onClick}
      >
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      disabled={disabled}
      aria-label={label}
      aria-current={current ? "page" : undefined}
      onClick={() => go(target)}
    >
      {children}
    </button>
  );
}

/** Page buttons with ellipses, total, size select and a jump box (Enter jumps; spec §5 clamps the page). */
export function Pagination({
  total,
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  onPageChange,
  onPageSizeChange,
  pageSizes = PAGE_SIZES,
  pagerCount = CONSTANTS.pagerCountDefault,
  showTotal = true,
  showJumper = true,
  pageHref,
}: PaginationProps) {
  const pageCount = pageCountOf(total, pageSize);
  const current = clampPage(page, pageCount);
  const [jumpText, setJumpText] = useState("");

  const hrefOf = (target: number): string | null => (pageHref ? pageHref(clampPage(target, pageCount)) : null);

  function go(target: number) {
    const next = clampPage(target, pageCount);
    if (next !== current) onPageChange(next);
  }

  function onJumpKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    const wanted = Number.parseInt(jumpText, 10);
    if (!Number.isNaN(wanted)) {
      const target = clampPage(wanted, pageCount);
      setJumpText(String(target));
      go(target);
    }
  }

  return (
    <nav className={styles.root} aria-label={UI_TEXT.pagination}>
      {showTotal ? <span>{UI_TEXT.total(total)}</span> : null}
      {onPageSizeChange ? (
        <select
          className={styles.select}
          value={pageSize}
          aria-label={UI_TEXT.perPage(pageSize)}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {UI_TEXT.perPage(size)}
            </option>
          ))}
        </select>
      ) : null}
      <PageControl target={current - 1} label={UI_TEXT.previousPage} disabled={current <= 1} hrefOf={hrefOf} go={go}>
        ‹
      </PageControl>
      <ul className={styles.pages}>
        {pagerItems(current, pageCount, pagerCount).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <PageControl
                target={item}
                label={UI_TEXT.pageNumber(item)}
                current={item === current}
                hrefOf={hrefOf}
                go={go}
              >
                {item}
              </PageControl>
            </li>
          ) : (
            <li key={item}>
              <PageControl
                target={ellipsisTarget(item, current, pageCount, pagerCount)}
                label={UI_TEXT.morePages}
                hrefOf={hrefOf}
                go={go}
              >
                …
              </PageControl>
            </li>
          ),
        )}
      </ul>
      <PageControl
        target={current + 1}
        label={UI_TEXT.nextPage}
        disabled={current >= pageCount}
        hrefOf={hrefOf}
        go={go}
      >
        ›
      </PageControl>
      {showJumper ? (
        <label className={styles.jumper}>
          {UI_TEXT.goTo}
          <input
            className={styles.jumperInput}
            inputMode="numeric"
            value={jumpText}
            onChange={(event) => setJumpText(event.target.value.replace(/[^\d]/g, ""))}
            onKeyDown={onJumpKey}
          />
          {UI_TEXT.pageUnit}
        </label>
      ) : null}
    </nav>
  );
}
