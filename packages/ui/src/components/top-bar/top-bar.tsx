import { maskPhone } from "@taxlearn/core";
import { Fragment } from "react";
import { type NavigateHandler, routerClick } from "../../navigation/link-target";
import { UI_TEXT } from "../../ui.messages";
import { PageColumn } from "../page-column";
import * as styles from "./top-bar.css";

export interface TopBarExternalLinks {
  exportTaxRefund: string;
  smartTaxRefund: string;
  taxRateLookup: string;
}

export interface TopBarProps {
  /** A logged-in learner always gets the logout link; a visitor gets 登录/注册 (spec §2). */
  loggedIn: boolean;
  /**
   * The logged-in learner's phone, shown masked (core `maskPhone`, spec §2); null or empty when the account has none
   * known, and then a neutral 已登录 stands in its place.
   */
  phone: string | null;
  loginHref: string;
  registerHref: string;
  /** The app asks for confirmation (您确定退出登录吗？) before logging out. */
  onLogout: () => void;
  /** The three external sites of spec §2; they open in a new tab. */
  externalLinks: TopBarExternalLinks;
  onNavigate?: NavigateHandler;
}

/** The thin bar above the main nav: account links on the left, external sites on the right. */
export function TopBar({ loggedIn, phone, loginHref, registerHref, onLogout, externalLinks, onNavigate }: TopBarProps) {
  const external = [
    { label: UI_TEXT.exportTaxRefund, href: externalLinks.exportTaxRefund },
    { label: UI_TEXT.smartTaxRefund, href: externalLinks.smartTaxRefund },
    { label: UI_TEXT.taxRateLookup, href: externalLinks.taxRateLookup },
  ];
  return (
    <nav className={styles.bar} aria-label={UI_TEXT.topBar}>
      <PageColumn className={styles.inner}>
        <div className={styles.group}>
          {loggedIn ? (
            <>
              <span className={styles.phone}>{phone ? maskPhone(phone) : UI_TEXT.loggedIn}</span>
              <span className={styles.divider} aria-hidden="true" />
              <button type="button" className={styles.link} onClick={onLogout}>
                {UI_TEXT.logout}
              </button>
            </>
          ) : (
            <>
              <a className={styles.link} href={loginHref} onClick={routerClick(loginHref, onNavigate)}>
                {UI_TEXT.login}
              </a>
              <span className={styles.divider} aria-hidden="true" />
              <a className={styles.link} href={registerHref} onClick={routerClick(registerHref, onNavigate)}>
                {UI_TEXT.register}
              </a>
            </>
          )}
        </div>
        <div className={styles.group}>
          {external.map((link, index) => (
            <Fragment key={link.label}>
              {index > 0 ? <span className={styles.divider} aria-hidden="true" /> : null}
              <a className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </Fragment>
          ))}
        </div>
      </PageColumn>
    </nav>
  );
}
