import type { CustomFileCardData } from "@taxlearn/api";
import { weekdayDate } from "@taxlearn/core";
import { LazyImage } from "@taxlearn/ui";
import { Link } from "react-router";
import * as styles from "./custom.css";

type CustomFileCard = CustomFileCardData;

/** A theme file as a card (cover, title, summary, date); the whole card opens `href`. */
export function CustomFileCard({ file, href }: { file: CustomFileCard; href: string }) {
  return (
    <article className={`${styles.card} ${styles.cardPosition}`}>
      <LazyImage src={file.cover} alt="" width={320} height={180} fill />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link className={styles.cardLink} to={href}>
            {file.title}
          </Link>
        </h3>
        <p className={styles.summary}>{file.summary}</p>
        <time className={styles.meta}>{weekdayDate(file.publishedAt)}</time>
      </div>
    </article>
  );
}

/** A theme file as a list row with a small cover. */
export function CustomFileRow({ file, href }: { file: CustomFileCard; href: string }) {
  return (
    <li className={styles.row}>
      <div className={styles.rowCover}>
        <LazyImage src={file.cover} alt="" width={200} height={112} fill />
      </div>
      <div className={styles.cardBody}>
        <h2 className={styles.cardTitle}>
          <Link className={styles.cardLink} to={href}>
            {file.title}
          </Link>
        </h2>
        <p className={styles.summary}>{file.summary}</p>
        <span className={styles.meta}>
          {file.theme} · {weekdayDate(file.publishedAt)}
        </span>
      </div>
    </li>
  );
}
