import type { Breadcrumb as BreadcrumbItem } from "@taxlearn/core";
import { type NavigateHandler, routerClick } from "../../navigation/link-target";
import { UI_TEXT } from "../../ui.messages";
import * as styles from "./breadcrumb.css";

export interface BreadcrumbProps {
  /** core's `breadcrumbs(matches, params)`: titled routes, outermost first, each with where it leads (spec §2). */
  items: readonly BreadcrumbItem[];
  onNavigate?: NavigateHandler;
}

/** The breadcrumb bar; the last item is the current page and is not a link. */
export function Breadcrumb({ items, onNavigate }: BreadcrumbProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={UI_TEXT.breadcrumb}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${item.to}-${item.title}`} className={styles.item}>
              {isLast ? (
                <span className={styles.current} aria-current="page">
                  {item.title}
                </span>
              ) : (
                <>
                  <a className={styles.link} href={item.to} onClick={routerClick(item.to, onNavigate)}>
                    {item.title}
                  </a>
                  <span className={styles.separator} aria-hidden="true">
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
