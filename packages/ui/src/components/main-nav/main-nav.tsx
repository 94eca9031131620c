import { filterMenu, MAIN_MENU, MESSAGES } from "@taxlearn/core";
import { useEffect, useId, useRef, useState } from "react";
import { type NavigateHandler, routerClick } from "../../navigation/link-target";
import { UI_TEXT } from "../../ui.messages";
import { ButtonLink } from "../button";
import { PageColumn } from "../page-column";
import { SearchBox } from "../search-box";
import { activeMenuId } from "./active-item";
import * as styles from "./main-nav.css";

export interface MainNavProps {
  /** The current path, to highlight its menu item. */
  pathname: string;
  /** An organisation's allowed menu ids (spec §6); null or absent shows the whole menu. */
  allowedMenuIds?: ReadonlyArray<number | string> | null;
  /** The site or organisation logo; null hides it (an organisation with isShowLogo 0). */
  logo: { src: string; alt: string } | null;
  logoHref?: string;
  /** Receives the typed text; core's `searchTarget` says where it leads. */
  onSearch: (text: string) => void;
  searchDefaultValue?: string;
  /** 学员中心: a link to the learner centre. */
  learnerCentreHref?: string;
  /** spec §6: a new page, except in an organisation's iframe mode (same window). */
  learnerCentreInNewWindow?: boolean;
  onNavigate?: NavigateHandler;
}

/** The main navigation of spec §2: logo, the menu in the spec's order, search and 学员中心. */
export function MainNav({
  pathname,
  allowedMenuIds,
  logo,
  logoHref = "/home",
  onSearch,
  searchDefaultValue,
  learnerCentreHref = "/center",
  learnerCentreInNewWindow = false,
  onNavigate,
}: MainNavProps) {
  const items = filterMenu(MAIN_MENU, allowedMenuIds);
  const activeId = activeMenuId(items, pathname);
  const navRef = useRef<HTMLElement>(null);
  // Below the `small` breakpoint the menu is a drawer under a compact header, behind the 菜单 button.
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the drawer
  useEffect(() => setMenuOpen(false), [pathname]);
  // Escape closes the open drawer and gives the focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  // Where the menu scrolls sideways (a narrow window), bring the current section's item into the strip. Scrolls
  // the strip only, never the page, so a reader further down is not moved.
  useEffect(() => {
    const nav = navRef.current;
    if (!nav || nav.scrollWidth <= nav.clientWidth || activeId === null) return;
    const current = nav.querySelector<HTMLElement>('[aria-current="page"]');
    if (!current) return;
    const start = current.getBoundingClientRect().left - nav.getBoundingClientRect().left + nav.scrollLeft;
    const end = start + current.getBoundingClientRect().width;
    if (start < nav.scrollLeft) nav.scrollLeft = start;
    else if (end > nav.scrollLeft + nav.clientWidth) nav.scrollLeft = end - nav.clientWidth;
  }, [activeId]);

  return (
    <header className={styles.header}>
      <PageColumn className={styles.inner}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-label={UI_TEXT.mainMenu}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="currentColor"
              d={
                menuOpen
                  ? "M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"
                  : "M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z"
              }
            />
          </svg>
        </button>
        {logo ? (
          <a className={styles.logoLink} href={logoHref} onClick={routerClick(logoHref, onNavigate)}>
            <img className={styles.logo} src={logo.src} alt={logo.alt} />
          </a>
        ) : null}
        <nav
          ref={navRef}
          id={menuId}
          aria-label={UI_TEXT.mainNav}
          className={`${styles.nav}${menuOpen ? ` ${styles.navOpen}` : ""}`}
        >
          <ul className={styles.menu}>
            {items.map((item) => {
              const active = item.id === activeId;
              return (
                <li key={item.id} className={styles.menuItem}>
                  <a
                    className={item.vip ? styles.vipItem({ active }) : styles.item({ active })}
                    href={item.path}
                    aria-current={active ? "page" : undefined}
                    onClick={routerClick(item.path, onNavigate)}
                  >
                    {item.vip ? (
                      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
                        <path fill="currentColor" d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5z" />
                      </svg>
                    ) : null}
                    {item.title}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.tools}>
          <SearchBox className={styles.search} onSearch={onSearch} defaultValue={searchDefaultValue} />
          <ButtonLink
            className={styles.centre}
            tone="primary"
            href={learnerCentreHref}
            onNavigate={onNavigate}
            {...(learnerCentreInNewWindow ? { target: "_blank", rel: "noopener" } : {})}
          >
            {MESSAGES.studentCentre}
          </ButtonLink>
        </div>
      </PageColumn>
    </header>
  );
}
