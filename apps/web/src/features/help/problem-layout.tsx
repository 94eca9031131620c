import { PageColumn } from "@taxlearn/ui";
import type { ReactNode } from "react";
import { useApiQuery } from "../../hooks/use-api-query";
import * as styles from "./help.css";
import { HELP_TEXT } from "./help.messages";
import { HelpLink, problemIndexHref } from "./help-link";

/**
 * The frame of /help/problem/list and its nested /problem/index and /problem/detail: the categories on the left
 * (the current one marked), the screen's own content on the right.
 */
export function ProblemLayout({
  currentCategoryId,
  children,
}: {
  currentCategoryId: number | null;
  children: ReactNode;
}) {
  const index = useApiQuery((api) => api.helpIndex({}), []);
  const categories = index.status === "success" ? index.data.categories : [];
  return (
    <PageColumn className={styles.page}>
      <div className={styles.problemLayout}>
        <nav className={styles.sideNav} aria-label={HELP_TEXT.categories}>
          <HelpLink
            href="/help/problem/list"
            className={currentCategoryId === null ? styles.sideLinkCurrent : styles.sideLink}
            current={currentCategoryId === null}
          >
            {HELP_TEXT.allCategories}
          </HelpLink>
          {categories.map((category) => (
            <HelpLink
              key={category.id}
              href={problemIndexHref({ categoryId: category.id })}
              className={category.id === currentCategoryId ? styles.sideLinkCurrent : styles.sideLink}
              current={category.id === currentCategoryId}
            >
              {category.name}
            </HelpLink>
          ))}
        </nav>
        <div className={styles.panel}>{children}</div>
      </div>
    </PageColumn>
  );
}
