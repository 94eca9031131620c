import { Button } from "@taxlearn/ui";
import type { ReactNode } from "react";
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
