import { type NavigateHandler, routerClick } from "../../navigation/link-target";
import { UI_TEXT } from "../../ui.messages";
import * as styles from "./section-header.css";

export interface SectionHeaderProps {
  title: string;
  subtitle?: string;
  /** A 更多 link on the right, when given. */
  moreHref?: string;
  onNavigate?: NavigateHandler;
  level?: 2 | 3;
}

/** The heading row of a home-page section (精选课程, 最新政策 …) with an optional 更多 link. */
export function SectionHeader({ title, subtitle, moreHref, onNavigate, level = 2 }: SectionHeaderProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={styles.header}>
      <div className={styles.titles}>
        <Heading className={styles.title}>{title}</Heading>
        {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
      </div>
      {moreHref ? (
        <a className={styles.more} href={moreHref} onClick={routerClick(moreHref, onNavigate)}>
          {UI_TEXT.more} ›
        </a>
      ) : null}
    </div>
  );
}
