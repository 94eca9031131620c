import type { ReactNode } from "react";
import { type NavigateHandler, routerClick } from "../../navigation/link-target";
import * as styles from "./admin-shell.css";

export interface AdminShellSection {
  readonly key: string;
  readonly title: string;
  readonly href: string;
  readonly active: boolean;
}

export interface AdminShellProps {
  /** 运营后台 */
  title: string;
  /** The sections the operator's roles open, in menu order. */
  sections: ReadonlyArray<AdminShellSection>;
  /** A link back to the learner's site (返回前台). */
  siteLink: { readonly href: string; readonly label: string };
  /** Who is signed in and their roles (财务专员 · 财务). */
  account: ReactNode;
  /** The current section's heading. */
  heading: string;
  onNavigate?: NavigateHandler;
  children: ReactNode;
}

/**
 * The operator console's own frame: a side menu of the sections the operator may use (links, the current one
 * highlighted) beside the section. On a phone the menu wraps above the section.
 */
export function AdminShell({ title, sections, siteLink, account, heading, onNavigate, children }: AdminShellProps) {
  return (
    <div className={styles.shell}>
      <aside className={styles.side}>
        <div className={styles.brand}>
          <p className={styles.brandTitle}>{title}</p>
          <a className={styles.brandLink} href={siteLink.href}>
            {siteLink.label}
          </a>
        </div>
        <nav aria-label={title}>
          <ul className={styles.menu}>
            {sections.map((section) => (
              <li key={section.key}>
                <a
                  className={styles.item({ active: section.active })}
                  href={section.href}
                  aria-current={section.active ? "page" : undefined}
                  onClick={routerClick(section.href, onNavigate)}
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.account}>{account}</div>
      </aside>
      <main className={styles.main}>
        <h1 className={styles.heading}>{heading}</h1>
        {children}
      </main>
    </div>
  );
}
