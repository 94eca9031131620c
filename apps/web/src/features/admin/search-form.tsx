import { Button } from "@taxlearn/ui";
import type { FormEvent, ReactNode } from "react";
import * as styles from "./admin.css";
import { ADMIN_TEXT } from "./admin.messages";

/**
 * The search row above a console list: its filter fields, 搜索 (runs `onSearch`) and the section's 新建… button.
 * Submitting never reloads the page; the section decides what a search resets (the page number, mostly).
 */
export function SearchForm({
  children,
  onSearch,
  newLabel,
  onNew,
}: {
  children: ReactNode;
  onSearch: () => void;
  newLabel: string;
  onNew: () => void;
}) {
  return (
    <form
      className={styles.filters}
      aria-label={ADMIN_TEXT.search}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      {children}
      <div className={styles.filterActions}>
        <Button type="submit">{ADMIN_TEXT.search}</Button>
        <Button type="button" tone="secondary" onClick={onNew}>
          {newLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * The filter row above a list whose filters live in the address (useFilterForm): its fields, 筛选, 重置 where the
 * list offers it, and the list's own buttons (导出 …).
 */
export function FilterForm({
  children,
  onSubmit,
  onReset,
  extra,
}: {
  children: ReactNode;
  onSubmit: (event: FormEvent) => void;
  onReset?: (() => void) | undefined;
  extra?: ReactNode;
}) {
  return (
    <form className={styles.filters} onSubmit={onSubmit} aria-label={ADMIN_TEXT.filter}>
      {children}
      <div className={styles.filterActions}>
        <Button type="submit">{ADMIN_TEXT.filter}</Button>
        {onReset ? (
          <Button type="button" tone="secondary" onClick={onReset}>
            {ADMIN_TEXT.reset}
          </Button>
        ) : null}
        {extra}
      </div>
    </form>
  );
}
