import type { ReactNode } from "react";
import { PageHeading } from "../../components/page-heading";
import * as styles from "./centre-section.css";

/**
 * One learner-centre screen's content: its heading and a white panel. The centre frame around every /center page
 * supplies the page column and the menu, so the panel is all these screens draw.
 */
export function CentreSection({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-label={title}>
      <PageHeading title={title} subtitle={subtitle}>
        {actions}
      </PageHeading>
      {children}
    </section>
  );
}
