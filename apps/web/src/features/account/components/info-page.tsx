import type { ReactNode } from "react";
import * as styles from "./info-page.css";

export interface InfoPageProps {
  title: string;
  lead?: string;
  /** e.g. the date an agreement took effect. */
  meta?: string;
  children: ReactNode;
}

/** The white article page of the site's information screens (about, join, notices, agreements, feedback). */
export function InfoPage({ title, lead, meta, children }: InfoPageProps) {
  return (
    <div className={styles.page}>
      <article className={styles.article} aria-labelledby="info-page-title">
        <header className={styles.header}>
          <h1 id="info-page-title" className={styles.title}>
            {title}
          </h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {meta ? <p className={styles.meta}>{meta}</p> : null}
        </header>
        {children}
      </article>
    </div>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((text) => (
        <p key={text} className={styles.paragraph}>
          {text}
        </p>
      ))}
    </>
  );
}

export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

export function TileGrid({ tiles }: { tiles: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <div className={styles.grid}>
      {tiles.map((tile) => (
        <div key={tile.title} className={styles.tile}>
          <h3 className={styles.tileTitle}>{tile.title}</h3>
          <p className={styles.tileText}>{tile.text}</p>
        </div>
      ))}
    </div>
  );
}
