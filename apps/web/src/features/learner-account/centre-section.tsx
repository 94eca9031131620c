import { PageColumn } from "@taxlearn/ui";
import type { ReactNode } from "react";
import { PageHeading } from "../../components/page-heading";
import * as styles from "./centre-section.css";

/**
 * One learner-centre screen's content: its heading and a white panel. The one place these screens meet the page
 * layout (a page column here; inside the centre frame only the panel is needed).
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
    <PageColumn>
      <section className={styles.section} aria-label={title}>
        <PageHeading title={title} subtitle={subtitle}>
          {actions}
        </PageHeading>
        {children}
      </section>
    </PageColumn>
  );
}
