import { MAIN_MENU } from "@taxlearn/core";
import * as styles from "./orgs.css";

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
    <figure className={styles.preview} aria-label="品牌预览">
      {props.isShowTop ? <div className={styles.previewTop}>登录 | 注册</div> : null}
      <div className={styles.previewNav}>
        {props.isShowLogo ? (
          props.logoPc ? (
            <img className={styles.previewLogo} src={props.logoPc} alt={`${props.name} Logo`} />
          ) : (
            <strong>{props.name || "机构名称"}</strong>
          )
        ) : null}
        {items.map((item) => (
          <span key={item.id} className={String(item.id) === props.defaultPage ? styles.previewHome : undefined}>
            {item.title}
          </span>
        ))}
      </div>
      <div className={styles.previewBody}>
        <span>{props.isIframe ? "嵌入模式（iframe，显示 返回 按钮）" : "独立页面"}</span>
        {props.isShowSideBar ? (
          <span className={styles.previewSide}>{props.isShowAi ? "侧边栏 · AI助手" : "侧边栏"}</span>
        ) : null}
      </div>
    </figure>
  );
}
