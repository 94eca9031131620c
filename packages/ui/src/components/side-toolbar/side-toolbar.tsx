import { CONSTANTS, showBackToTop } from "@taxlearn/core";
import {
  connectSideToolbar,
  initialSideToolbarView,
  type sideToolbarMachine,
  type ToolbarPopup,
} from "@taxlearn/machines";
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useDeferredActor, useDeferredSnapshot } from "../../deferred-actor/use-deferred-actor";
import { belowBreakpoint } from "../../theme/breakpoints";
import { UI_TEXT } from "../../ui.messages";
import { Link } from "../link";
import { QrCode } from "../qr-code";
import { UnreadBadge } from "../unread-badge";
import * as styles from "./side-toolbar.css";
import { ToolbarIcon, type ToolbarIconName } from "./toolbar-icons";

export interface SideToolbarQrUrls {
  app: string;
  assistant: string;
  materials: string;
}

export interface SideToolbarProps {
  unreadCount: number;
  /** Hidden for an organisation whose isShowAi is 0 (spec §6). */
  showAiAssistant?: boolean;
  /** The AI assistant's page (a real link). */
  aiAssistantHref: string;
  /** The learner's messages (a real link). */
  messagesHref: string;
  /**
   * The customer-service chat (spec §7: it opens in a new window), a real link with target=_blank; the chat page
   * requires login, so a visitor lands on /login with the chat as its redirect (spec §6).
   */
  onlineServiceHref: string;
  phoneHotline: string;
  groupHotline: string;
  /** The three QR codes of spec §2, generated from these URLs. */
  qrUrls: SideToolbarQrUrls;
  /** The tax bureau's 12366 service (opens in a new tab). */
  taxServiceHref: string;
  /** Starts collapsed; it always does in a window below the `small` breakpoint (a phone). */
  defaultCollapsed?: boolean;
  /** Starts with this popup open (e.g. to show it in a story). */
  defaultPopup?: ToolbarPopup;
  /** How the page scrolls back to the top; smooth window scrolling by default. */
  scrollToTop?: () => void;
}

/** A phone-sized window, where the open toolbar would cover a good part of the page. */
function isNarrowWindow(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(belowBreakpoint("small")).matches;
}

function smoothScrollToTop() {
  window.scrollTo({ top: 0, behavior: "smooth" });
}

/**
 * The collapsible toolbar on the right edge of every page (spec §2), driven by the side-toolbar machine. The machine
 * (and XState) loads on the toolbar's first event; until then it draws the machine's initial view (decision 115).
 */
export function SideToolbar({
  unreadCount,
  showAiAssistant = true,
  aiAssistantHref,
  messagesHref,
  onlineServiceHref,
  phoneHotline,
  groupHotline,
  qrUrls,
  taxServiceHref,
  defaultCollapsed = false,
  defaultPopup,
  scrollToTop = smoothScrollToTop,
}: SideToolbarProps) {
  const scrollRef = useRef(scrollToTop);
  scrollRef.current = scrollToTop;
  // Collapsed before the machine has started (defaultCollapsed, or a phone); it starts in the same state.
  const [collapsed, setCollapsed] = useState(false);
  const toolbar = useDeferredActor<typeof sideToolbarMachine>({
    create: async () => {
      const { createSideToolbarActor } = await import("./side-toolbar.actor");
      return createSideToolbarActor(() => scrollRef.current());
    },
    // read when the machine starts: the options are the latest render's
    startWith: () => (collapsed ? [{ type: "TOOLBAR.COLLAPSE" }] : []),
  });
  const snapshot = useDeferredSnapshot(toolbar);
  const view = snapshot
    ? connectSideToolbar(snapshot, toolbar.send)
    : initialSideToolbarView({ collapsed }, toolbar.send);
  const baseId = useId();
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // False in server-rendered HTML and until the effect below has run: the width is not known yet, so a stylesheet
  // rule keeps the panel hidden on a phone (it would otherwise show, then collapse at hydration: a layout shift).
  const [widthKnown, setWidthKnown] = useState(false);

  // Before the first paint, so a phone never shows the open toolbar for a moment.
  useLayoutEffect(() => {
    if (defaultCollapsed || isNarrowWindow()) setCollapsed(true);
    else if (defaultPopup) toolbar.send({ type: "POPUP.SHOW", popup: defaultPopup });
    setWidthKnown(true);
  }, [toolbar, defaultCollapsed, defaultPopup]);

  useEffect(() => {
    const onScroll = () => toolbar.send({ type: "PAGE.SCROLL", scrollY: window.scrollY });
    // A fresh machine hides back-to-top, as a page at the top does: only a page already scrolled (a reload keeps the
    // scroll) needs the machine at mount.
    if (showBackToTop(window.scrollY)) onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [toolbar]);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  // spec §9: popovers open at once and close 200 ms after the pointer leaves.
  function showPopup(popup: ToolbarPopup) {
    clearTimeout(hideTimer.current);
    view.showPopup(popup);
  }
  function hidePopupSoon() {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => toolbar.send({ type: "POPUP.HIDE" }), CONSTANTS.popoverCloseDelayMs);
  }

  function popupEntry(popup: ToolbarPopup, icon: ToolbarIconName, label: string, content: ReactNode) {
    const open = view.activePopup === popup;
    const popoverId = `${baseId}-${popup}`;
    return (
      <li
        className={styles.entry}
        onMouseEnter={() => showPopup(popup)}
        onMouseLeave={hidePopupSoon}
        // The keyboard's side of the hover popover (a disclosure): Enter/Space on the button opens it, Escape closes
        // it with focus kept on the button, and Tab past the entry closes it too.
        onKeyDown={(event) => {
          if (event.key !== "Escape" || !open) return;
          event.stopPropagation();
          view.hidePopup();
          event.currentTarget.querySelector("button")?.focus();
        }}
        onBlur={(event) => {
          if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) view.hidePopup();
        }}
      >
        <button
          type="button"
          className={styles.tool({ active: open })}
          aria-expanded={open}
          aria-controls={popoverId}
          onClick={() => (open ? view.hidePopup() : showPopup(popup))}
        >
          <ToolbarIcon name={icon} />
          {label}
        </button>
        {open ? (
          // biome-ignore lint/a11y/useSemanticElements: a popover of text or a QR code, not a group of form fields
          <div id={popoverId} className={styles.popover} role="group" aria-label={label}>
            {content}
          </div>
        ) : null}
      </li>
    );
  }

  const hotline = (title: string, value: string) => (
    <>
      <p className={styles.popoverTitle}>{title}</p>
      <p className={styles.popoverValue}>{value}</p>
    </>
  );

  return (
    <aside className={styles.root} aria-label={UI_TEXT.sideToolbar}>
      {view.isOpen ? (
        <ul className={widthKnown ? styles.panel : `${styles.panel} ${styles.panelUntilWidthKnown}`}>
          {showAiAssistant ? (
            <li>
              <Link className={styles.tool({ accent: true })} href={aiAssistantHref}>
                <ToolbarIcon name="ai" />
                {UI_TEXT.aiAssistant}
              </Link>
            </li>
          ) : null}
          <li>
            <Link className={styles.tool()} href={messagesHref}>
              <UnreadBadge count={unreadCount}>
                <ToolbarIcon name="messages" />
              </UnreadBadge>
              {UI_TEXT.myMessages}
            </Link>
          </li>
          <li>
            <a className={styles.tool()} href={onlineServiceHref} target="_blank" rel="noopener">
              <ToolbarIcon name="service" />
              {UI_TEXT.onlineService}
            </a>
          </li>
          {popupEntry("phone", "phone", UI_TEXT.phoneHotline, hotline(UI_TEXT.phoneHotline, phoneHotline))}
          {popupEntry("group", "group", UI_TEXT.groupHotline, hotline(UI_TEXT.groupHotline, groupHotline))}
          {popupEntry(
            "appQr",
            "qr",
            UI_TEXT.appDownload,
            <QrCode value={qrUrls.app} label={UI_TEXT.appDownload} size={120} />,
          )}
          {popupEntry(
            "assistantQr",
            "assistant",
            UI_TEXT.assistant,
            <QrCode value={qrUrls.assistant} label={UI_TEXT.assistant} size={120} />,
          )}
          {popupEntry(
            "materialsQr",
            "materials",
            UI_TEXT.learningMaterials,
            <QrCode value={qrUrls.materials} label={UI_TEXT.learningMaterials} size={120} />,
          )}
          <li>
            <a className={styles.tool()} href={taxServiceHref} target="_blank" rel="noopener noreferrer">
              <ToolbarIcon name="tax" />
              {UI_TEXT.taxService12366}
            </a>
          </li>
          {view.backToTopVisible ? (
            <li>
              <button type="button" className={styles.tool()} onClick={view.backToTop}>
                <ToolbarIcon name="top" />
                {UI_TEXT.backToTop}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      <button
        type="button"
        className={styles.round}
        aria-expanded={view.isOpen}
        aria-label={view.isOpen ? UI_TEXT.collapseToolbar : UI_TEXT.expandToolbar}
        onClick={view.toggle}
      >
        <ToolbarIcon name={view.isOpen ? "collapse" : "expand"} />
      </button>
    </aside>
  );
}
