import { footerBackgroundHeight, MESSAGES } from "@taxlearn/core";
import { type NavigateHandler, routerClick } from "../../navigation/link-target";
import { UI_TEXT } from "../../ui.messages";
import { PageColumn } from "../page-column";
import { QrCode } from "../qr-code";
import * as styles from "./footer.css";
import { useWindowWidth } from "./use-window-width";

export interface FooterQrUrls {
  app: string;
  officialAccount: string;
  enterpriseMessaging: string;
  miniProgram: string;
}

/** Where the five footer links lead, in the spec's order: 关于我们, 意见反馈, 法律协议, 帮助中心, 新政速递. */
export type FooterLinkHrefs = readonly [string, string, string, string, string];

export const DEFAULT_FOOTER_LINK_HREFS: FooterLinkHrefs = [
  "/about",
  "/feedback",
  "/service-protocol",
  "/help/index",
  "/new-policy",
];

export interface FooterProps {
  /** The four QR codes of spec §2, generated from these URLs. */
  qrUrls: FooterQrUrls;
  recordNumber: string;
  serviceContact: string;
  linkHrefs?: FooterLinkHrefs;
  onNavigate?: NavigateHandler;
  /** Pins the width the band height is computed from (otherwise the window's, following resizes). */
  viewportWidth?: number;
  /** The VIP shortcut (spec §9: VIP id 4): where buying that membership starts; none when absent. */
  vipShortcutHref?: string;
}

/** The site footer of spec §2; the app hides it on /vip/placeOrder and /ai (core's `pageFrame`). */
export function Footer({
  qrUrls,
  recordNumber,
  serviceContact,
  linkHrefs = DEFAULT_FOOTER_LINK_HREFS,
  onNavigate,
  viewportWidth,
  vipShortcutHref,
}: FooterProps) {
  const width = useWindowWidth(viewportWidth);
  const bandHeight = footerBackgroundHeight(width);
  const codes = [
    { label: UI_TEXT.appQr, url: qrUrls.app },
    { label: UI_TEXT.officialAccountQr, url: qrUrls.officialAccount },
    { label: UI_TEXT.enterpriseQr, url: qrUrls.enterpriseMessaging },
    { label: UI_TEXT.miniProgramQr, url: qrUrls.miniProgram },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.band} style={{ height: bandHeight }} data-band-height={bandHeight}>
        <PageColumn>
          <nav aria-label={UI_TEXT.footerNav}>
            <ul className={styles.links}>
              {MESSAGES.footerLinks.map((label, index) => {
                const href = linkHrefs[index] ?? "/";
                return (
                  <li key={label}>
                    <a className={styles.link} href={href} onClick={routerClick(href, onNavigate)}>
                      {label}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        </PageColumn>
      </div>
      <PageColumn className={styles.main}>
        <div className={styles.contact}>
          {vipShortcutHref ? (
            <p>
              <a
                className={styles.vipShortcut}
                href={vipShortcutHref}
                onClick={routerClick(vipShortcutHref, onNavigate)}
              >
                {UI_TEXT.footerVipShortcut}
              </a>
            </p>
          ) : null}
          <p>
            <span className={styles.contactLabel}>{UI_TEXT.serviceContact}</span>
            <span className={styles.contactValue}>{serviceContact}</span>
          </p>
          <p>
            <span className={styles.contactLabel}>{UI_TEXT.serviceHours}</span>
            <span className={styles.contactValue}>{UI_TEXT.serviceHoursValue}</span>
          </p>
        </div>
        <div className={styles.codes}>
          {codes.map((code) => (
            <QrCode key={code.label} value={code.url} label={code.label} size={88} />
          ))}
        </div>
      </PageColumn>
      <div className={styles.record}>
        <PageColumn>
          <span className={styles.contactLabel}>{UI_TEXT.recordNumber}</span>
          {recordNumber}
        </PageColumn>
      </div>
    </footer>
  );
}
