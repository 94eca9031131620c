import type { ReactNode } from "react";
import * as styles from "./profile.css";

/** One part of the profile page: its title on the left (above on a phone) and its form. */
export function ProfileBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.block} aria-label={title}>
      <h2 className={styles.blockTitle}>{title}</h2>
      <div>{children}</div>
    </section>
  );
}
