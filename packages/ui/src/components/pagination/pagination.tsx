import {
  CONSTANTS,
  clampPage,
  DEFAULT_PAGE_SIZE,
  ellipsisTarget,
  PAGE_SIZES,
  pageCountOf,
  pagerItems,
} from "@taxlearn/core";
import { type KeyboardEvent, useState } from "react";
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
}: PaginationProps) {
  const pageCount = pageCountOf(total, pageSize);
  const current = clampPage(page, pageCount);
  const [jumpText, setJumpText] = useState("");

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
      <button
        type="button"
        className={styles.pageButton({ current: false })}
        disabled={current <= 1}
        aria-label={UI_TEXT.previousPage}
        onClick={() => go(current - 1)}
      >
        ‹
      </button>
      <ul className={styles.pages}>
        {pagerItems(current, pageCount, pagerCount).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <button
                type="button"
                className={styles.pageButton({ current: item === current })}
                aria-label={UI_TEXT.pageNumber(item)}
                aria-current={item === current ? "page" : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.pageButton({ current: false })}
                aria-label={UI_TEXT.morePages}
                onClick={() => go(ellipsisTarget(item, current, pageCount, pagerCount))}
              >
                …
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={styles.pageButton({ current: false })}
        disabled={current >= pageCount}
        aria-label={UI_TEXT.nextPage}
        onClick={() => go(current + 1)}
      >
        ›
      </button>
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
