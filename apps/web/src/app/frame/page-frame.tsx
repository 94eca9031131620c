import { breadcrumbs, CONSTANTS, loginRedirectPath, matchRoute, pageFrame, searchTarget } from "@taxlearn/core";
import { Breadcrumb, Footer, MainNav, OrgBackButton, PageColumn, PromoBar, SideToolbar, TopBar } from "@taxlearn/ui";
import { type ReactNode, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useNavigateHandler } from "../../hooks/use-navigate-handler";
import { useServices } from "../../lib/api/app-services";
import { useOrg } from "../../lib/org/org-provider";
import { useSession } from "../../lib/session/session-provider";
import { LOCAL_STORED, readStored } from "../../lib/storage/stored-values";
import { SITE_NAME } from "../router/guarded-routes";
import * as styles from "./page-frame.css";
import { SITE_CONFIG } from "./site-config";
import { FRAME_VIP_TEXT, type VipOffer, vipOfferOf } from "./vip-offer";

/** The footer's VIP shortcut: buying VIP product 4 (spec §9). */
const FOOTER_VIP_PATH = `/vip/payment?vip=${CONSTANTS.footerVipId}`;

/** Pages where a login link should not bring the learner back afterwards. */
const NO_RETURN_PATHS = new Set(["/login", "/register", "/404", "/orgLogin"]);

const breadcrumbItems = (pathname: string) => {
  if (pathname === "/home") return [];
  const match = matchRoute(pathname);
  if (!match) return [];
  const trail = breadcrumbs(match.matched, match.params).filter((item) => item.to !== "/home");
  return [{ title: "首页", to: "/home" }, ...trail];
};

/** The page frame of spec §2 around the committed screen, shaped by the organisation config (spec §6). */
export function PageFrame({ path, children }: { path: string | null; children: ReactNode }) {
  const { view } = useSession();
  const { state: org } = useOrg();
  const location = useLocation();
  const navigate = useNavigate();
  const onNavigate = useNavigateHandler();
  const [promoClosed, setPromoClosed] = useState(false);
  const vipOffer = useVipOffer(org.frame.menuIds, view.loggedIn);
  const pathname = path ? (path.split("?")[0] ?? "/") : location.pathname;
  const parts = pageFrame(pathname);
  const trail = breadcrumbItems(pathname);
  const frame = org.frame;
  const current = location.pathname + location.search;
  const loginHref = NO_RETURN_PATHS.has(location.pathname) ? "/login" : loginRedirectPath(current);

  return (
    <div className={styles.app}>
      {frame.showTopBar ? (
        <TopBar
          loggedIn={view.loggedIn}
          // the profile's phone (or, for an organisation account without one, its name); empty shows 已登录
          phone={view.username || null}
          loginHref={loginHref}
          registerHref="/register"
          onLogout={view.requestLogout}
          externalLinks={SITE_CONFIG.externalLinks}
          onNavigate={onNavigate}
        />
      ) : null}
      <MainNav
        pathname={pathname}
        allowedMenuIds={frame.menuIds}
        logo={frame.showLogo ? { src: frame.logo ?? "/logo.svg", alt: SITE_NAME } : null}
        onSearch={(text) => navigate(searchTarget(text))}
        // spec §6: the learner centre in the same window in iframe mode, a new page otherwise
        learnerCentreInNewWindow={frame.centreInNewWindow}
        onNavigate={onNavigate}
      />
      {parts.promoBar && !promoClosed && vipOffer ? (
        <PromoBar
          message={
            vipOffer.kind === "renew"
              ? FRAME_VIP_TEXT.renewPromo(vipOffer.name, vipOffer.end)
              : FRAME_VIP_TEXT.joinPromo
          }
          actionLabel={vipOffer.kind === "renew" ? FRAME_VIP_TEXT.renew : FRAME_VIP_TEXT.join}
          actionHref="/vip"
          onClose={() => setPromoClosed(true)}
        />
      ) : null}
      <main className={styles.main}>
        {/* the home page has no trail: no empty band above its carousel */}
        {frame.showBackButton || trail.length > 0 ? (
          <PageColumn className={styles.trail}>
            {frame.showBackButton ? <OrgBackButton onBack={() => navigate(-1)} /> : null}
            <Breadcrumb items={trail} onNavigate={onNavigate} />
          </PageColumn>
        ) : null}
        {children}
      </main>
      {frame.showSideBar ? (
        <SideToolbar
          unreadCount={view.msgNum}
          showAiAssistant={frame.showAi}
          aiAssistantHref="/ai"
          messagesHref="/center/message"
          onlineServiceHref={SITE_CONFIG.onlineServiceUrl}
          phoneHotline={SITE_CONFIG.phoneHotline}
          groupHotline={SITE_CONFIG.groupHotline}
          qrUrls={SITE_CONFIG.sideQrUrls}
          taxServiceHref={SITE_CONFIG.taxServiceHref}
        />
      ) : null}
      {parts.footer ? (
        <Footer
          qrUrls={SITE_CONFIG.footerQrUrls}
          recordNumber={SITE_CONFIG.recordNumber}
          serviceContact={SITE_CONFIG.serviceContact}
          {...(vipOffer?.kind === "join" ? { vipShortcutHref: FOOTER_VIP_PATH } : {})}
          onNavigate={onNavigate}
        />
      ) : null}
    </div>
  );
}

/**
 * The membership offer for this learner (vipOfferOf): the server's page and the first render know no stored
 * profile, so a member's 续费 replaces 开通 once the page runs (the same markup first: no hydration mismatch).
 */
function useVipOffer(menuIds: ReadonlyArray<number | string> | null, loggedIn: boolean): VipOffer | null {
  const { storage } = useServices();
  const [profile, setProfile] = useState<Readonly<Record<string, unknown>> | null>(null);
  useEffect(() => {
    // the app's storage, not window.localStorage: inside an iframe with blocked storage touching that throws
    setProfile(loggedIn ? readStored(storage, LOCAL_STORED.userInfo) : null);
  }, [loggedIn, storage]);
  return vipOfferOf(menuIds, profile, new Date());
}
