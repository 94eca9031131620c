import type { UserInfoData } from "@taxlearn/api";
import { beijingDay } from "@taxlearn/core";
import { centreMenuMachine, connectCentreMenu } from "@taxlearn/machines";
import { CentreMenu, CentrePanel, type CentrePanelVip, PageColumn } from "@taxlearn/ui";
import { useMachine } from "@xstate/react";
import { type ReactNode, useEffect, useMemo } from "react";
import { useNavigate } from "react-router";
import { useApiQuery } from "../../hooks/use-api-query";
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
 * header above a folded menu.
 */
export function CentreFrame({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { view } = useSession();
  const { state: org } = useOrg();
  const navigate = useNavigate();
  const info = useApiQuery((api) => api.userInfo(), [view.loggedIn]);
  const currentPath = menuPathOf(pathname);
  const machine = useMemo(
    () => centreMenuMachine.provide({ actions: { navigate: (_, { path }) => navigate(path) } }),
    [navigate],
  );
  const [snapshot, send] = useMachine(machine, { input: { items: CENTRE_MENU, currentPath } });
  useEffect(() => {
    send({ type: "ROUTE.CHANGE", path: currentPath });
  }, [send, currentPath]);
  const menu = connectCentreMenu(snapshot, send);

  const data = info.status === "success" ? info.data : undefined;
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
          loading={info.status === "loading" && !view.username}
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
