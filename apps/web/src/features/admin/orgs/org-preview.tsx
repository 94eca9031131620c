import { MAIN_MENU } from "@taxlearn/core";
import * as styles from "./orgs.css";
import { ORG_TEXT } from "./orgs.messages";

export interface OrgPreviewProps {
  readonly name: string;
  readonly isShowTop: boolean;
  readonly isShowLogo: boolean;
  readonly logoPc: string;
  readonly menu: ReadonlyArray<number>;
  readonly defaultPage: string;
  readonly isShowSideBar: boolean;
  readonly isShowAi: boolean;
  readonly isIframe: boolean;
}

/** A live sketch of the branded frame the organisation's learners get (spec §6: top bar, logo, menu, side bar). */
export function OrgPreview(props: OrgPreviewProps) {
  const items = MAIN_MENU.filter((item) => props.menu.includes(item.id));
  return (
    <figure className={styles.preview} aria-label={ORG_TEXT.brandPreview}>
      {props.isShowTop ? <div className={styles.previewTop}>{ORG_TEXT.loginOrRegister}</div> : null}
      <div className={styles.previewNav}>
        {props.isShowLogo ? (
          props.logoPc ? (
            <img className={styles.previewLogo} src={props.logoPc} alt={`${props.name} Logo`} />
          ) : (
            <strong>{props.name || ORG_TEXT.orgName}</strong>
          )
        ) : null}
        {items.map((item) => (
          <span key={item.id} className={String(item.id) === props.defaultPage ? styles.previewHome : undefined}>
            {item.title}
          </span>
        ))}
      </div>
      <div className={styles.previewBody}>
        <span>{props.isIframe ? ORG_TEXT.embedded : ORG_TEXT.standalone}</span>
        {props.isShowSideBar ? (
          <span className={styles.previewSide}>{props.isShowAi ? ORG_TEXT.sidebarWithAi : ORG_TEXT.sidebar}</span>
        ) : null}
      </div>
    </figure>
  );
}
