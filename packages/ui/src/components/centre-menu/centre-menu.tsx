import type { CentreMenuItemView } from "@taxlearn/machines";
import { useId, useState } from "react";
import { type NavigateHandler, routerClick } from "../../navigation/link-target";
import { UI_TEXT } from "../../ui.messages";
import * as styles from "./centre-menu.css";

export interface CentreMenuProps {
  /** The centre-menu machine's view (connectCentreMenu): entries with their highlight and expansion. */
  items: ReadonlyArray<CentreMenuItemView>;
  /** A click on a sub-menu heading (the machine's MENU.TOGGLE). */
  onToggle: (id: string) => void;
  /** A plain left click on a page entry (the router takes over; the entry stays a real link). */
  onNavigate?: NavigateHandler;
}

/** The current page's name for the folded phone menu, with its sub-menu's (收藏 · 课程). */
function activeLabel(items: ReadonlyArray<CentreMenuItemView>): string | undefined {
  for (const item of items) {
    if (item.active) return item.title;
    const child = item.children.find((entry) => entry.active);
    if (child) return `${item.title} · ${child.title}`;
  }
  return undefined;
}

/**
 * spec §2 learner-centre menu: pages are links (the current one highlighted), sub-menus expand and collapse on click.
 * On a phone the whole menu folds under one button naming the current page.
 */
export function CentreMenu({ items, onToggle, onNavigate }: CentreMenuProps) {
  const [phoneOpen, setPhoneOpen] = useState(false);
  const listId = useId();
  const active = activeLabel(items);
  const link = (item: CentreMenuItemView, level: "top" | "sub") => {
    const { path } = item;
    return path ? (
      <a
        className={styles.link({ level, active: item.active })}
        href={path}
        aria-current={item.active ? "page" : undefined}
        onClick={(event) => {
          routerClick(path, onNavigate)(event);
          setPhoneOpen(false);
        }}
      >
        {item.title}
      </a>
    ) : (
      <span className={styles.link({ level, active: false })}>{item.title}</span>
    );
  };
  return (
    <nav className={styles.menu} aria-label={UI_TEXT.centreMenu}>
      <button
        type="button"
        className={styles.phoneToggle}
        aria-expanded={phoneOpen}
        aria-controls={listId}
        onClick={() => setPhoneOpen((open) => !open)}
      >
        <span>{active ?? UI_TEXT.centreMenu}</span>
        <span className={styles.chevron({ open: phoneOpen })} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.list({ phoneOpen })}>
        {items.map((item) =>
          item.isGroup ? (
            <li key={item.id}>
              <button
                type="button"
                className={styles.groupButton}
                aria-expanded={item.expanded}
                aria-controls={`${listId}-${item.id}`}
                onClick={() => onToggle(item.id)}
              >
                <span>{item.title}</span>
                <span className={styles.chevron({ open: item.expanded })} aria-hidden="true" />
              </button>
              <ul id={`${listId}-${item.id}`} className={styles.subList} hidden={!item.expanded}>
                {item.children.map((child) => (
                  <li key={child.id}>{link(child, "sub")}</li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={item.id}>{link(item, "top")}</li>
          ),
        )}
      </ul>
    </nav>
  );
}
