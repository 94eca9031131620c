import type { UserInfoData } from "@taxlearn/api";
import { beijingDay } from "@taxlearn/core";
import { type centreMenuMachine, connectCentreMenu, initialCentreMenuView } from "@taxlearn/machines";
import {
  CentreMenu,
  CentrePanel,
  type CentrePanelVip,
  PageColumn,
  useDeferredActor,
  useDeferredSnapshot,
} from "@taxlearn/ui";
import { type ReactNode, useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useOrg } from "../../lib/org/org-provider";
import { useSession } from "../../lib/session/session-provider";
import { vipOfferOf } from "../frame/vip-offer";
import * as styles from "./centre-frame.css";
import { CENTRE_MENU, menuIdOf, menuPathOf } from "./centre-menu-items";

/** spec §3 VIP info as the panel shows it: only a membership that has not ended. */
function activeVip(info: UserInfoData | undefined): CentrePanelVip | null {
  if (!info?.isVip || !info.vipName) return null;
  return { name: info.vipName, startDate: beijingDay(info.vipStartTime), endDate: beijingDay(info.vipEndTime) };
}

/**
 * The learner-centre layout around every /center/* screen (spec §2): the left panel (avatar, name, organisation,
 * VIP) and the menu, driven by the centre-menu machine; the screen on the right. On a phone the panel is a compact
 * header above a folded menu. The menu is drawn as the machine starts; the machine and XState load at its first
 * click (decision 115). The panel shows the session's profile (one `/api/userInfo` per login, not one per frame).
 */
export function CentreFrame({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { view, profile } = useSession();
  const { state: org } = useOrg();
  const navigate = useNavigate();
  const currentPath = menuPathOf(pathname);
  const latest = useRef({ navigate, currentPath });
  latest.current = { navigate, currentPath };
  const actor = useDeferredActor<typeof centreMenuMachine>({
    create: async () => {
      const { createCentreMenuActor } = await import("./centre-menu-actor");
      return createCentreMenuActor((path) => latest.current.navigate(path), {
        items: CENTRE_MENU,
        currentPath: latest.current.currentPath,
      });
    },
    // a page changed while the machine loaded
    catchUp: () => [{ type: "ROUTE.CHANGE", path: latest.current.currentPath }],
  });
  const snapshot = useDeferredSnapshot(actor);
  useEffect(() => {
    if (actor.started) actor.send({ type: "ROUTE.CHANGE", path: currentPath });
  }, [actor, currentPath]);
  const menu = snapshot
    ? connectCentreMenu(snapshot, actor.send)
    : initialCentreMenuView({ items: CENTRE_MENU, currentPath }, actor.send);

  const data = profile ?? undefined;
  const orgs = data?.orgInfoList ?? [];
  return (
    <PageColumn className={styles.layout}>
      <aside className={styles.aside}>
        <CentrePanel
          avatar={data?.avatar ?? null}
          username={data?.username || view.username}
          // spec §2: the last entry of the organisation list
          orgName={orgs.at(-1)?.orgName ?? null}
          vip={activeVip(data)}
          // VIP is offered only where it can be bought: not where an organisation's menu hides it
          vipHref={vipOfferOf(org.frame.menuIds, null, new Date()) ? "/vip" : null}
          onNavigate={(href) => navigate(href)}
          loading={!profile && !view.username}
        />
        <CentreMenu
          items={menu.items}
          onToggle={menu.toggle}
          onNavigate={(href) => {
            const id = menuIdOf(href);
            if (id) menu.select(id);
            else navigate(href);
          }}
        />
      </aside>
      <div className={styles.content}>{children}</div>
    </PageColumn>
  );
}
