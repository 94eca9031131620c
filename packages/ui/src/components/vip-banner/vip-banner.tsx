import { Button } from "../button";
import { PageColumn } from "../page-column";
import * as styles from "./vip-banner.css";

export interface VipBannerProps {
  title: string;
  subtitle?: string;
  actionLabel?: string;
  onAction?: () => void;
}

/** The banner at the top of /vip (spec §2, core's `pageFrame(path).vipBanner`). */
export function VipBanner({ title, subtitle, actionLabel, onAction }: VipBannerProps) {
  return (
    <section className={styles.banner} aria-label={title}>
      <PageColumn className={styles.inner}>
        <div>
          <svg className={styles.crown} width="36" height="36" viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5z" />
          </svg>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {actionLabel && onAction ? (
          <Button tone="vip" size="large" onClick={onAction}>
            {actionLabel}
          </Button>
        ) : null}
      </PageColumn>
    </section>
  );
}
