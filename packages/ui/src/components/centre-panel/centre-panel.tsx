import { type NavigateHandler, routerClick } from "../../navigation/link-target";
import { UI_TEXT } from "../../ui.messages";
import { LazyImage } from "../lazy-image";
import * as styles from "./centre-panel.css";

export interface CentrePanelVip {
  name: string;
  /** Beijing dates, already formatted (yyyy-MM-dd). */
  startDate: string;
  endDate: string;
}

export interface CentrePanelProps {
  /** The avatar URL; empty or null shows the name's first character. */
  avatar: string | null;
  username: string;
  /** spec §2: the last entry of the learner's organisation list; null when there is none. */
  orgName: string | null;
  /** The active membership, or null (开通会员 then). */
  vip: CentrePanelVip | null;
  /** Where 续费 / 开通会员 lead (the VIP page); null where VIP is not sold (an organisation's menu hides it). */
  vipHref: string | null;
  onNavigate?: NavigateHandler;
  /** The learner's info is still loading: the name line shows a placeholder. */
  loading?: boolean;
}

/**
 * spec §2 learner-centre left panel: avatar, username, organisation, VIP name with its validity and the way to the
 * VIP page (续费 for a member: the spec's 去购买 read as an offer to buy what the learner has).
 */
export function CentrePanel({
  avatar,
  username,
  orgName,
  vip,
  vipHref,
  onNavigate,
  loading = false,
}: CentrePanelProps) {
  const initial = Array.from(username.trim())[0] ?? "学";
  return (
    <section className={styles.panel} aria-label={UI_TEXT.centrePanel} aria-busy={loading || undefined}>
      <div className={styles.avatar}>
        {avatar ? (
          <LazyImage src={avatar} alt="" width={56} height={56} fill />
        ) : (
          <span className={styles.initial} aria-hidden="true">
            {initial}
          </span>
        )}
      </div>
      <div className={styles.identity}>
        <p className={styles.username}>{loading ? <span className={styles.placeholder} /> : username}</p>
        {orgName ? <p className={styles.org}>{orgName}</p> : null}
      </div>
      {vip || vipHref ? (
        <div className={vip ? styles.vipBlock({ active: true }) : styles.vipBlock({ active: false })}>
          {vip ? (
            <>
              <p className={styles.vipName}>{vip.name}</p>
              <p className={styles.vipRange}>
                {UI_TEXT.vipValidityLabel}
                <span className={styles.vipDates}>{UI_TEXT.vipValidityDates(vip.startDate, vip.endDate)}</span>
              </p>
            </>
          ) : (
            <p className={styles.vipRange}>{UI_TEXT.notVip}</p>
          )}
          {vipHref ? (
            <a className={styles.vipLink} href={vipHref} onClick={routerClick(vipHref, onNavigate)}>
              {vip ? UI_TEXT.renewVip : UI_TEXT.openVip}
            </a>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
