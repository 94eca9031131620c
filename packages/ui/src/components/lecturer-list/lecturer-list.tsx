import { type Lecturer, lecturersView } from "@taxlearn/core";
import { UI_TEXT } from "../../ui.messages";
import * as styles from "./lecturer-list.css";

export interface LecturerListProps {
  lecturers: ReadonlyArray<Lecturer> | null | undefined;
}

function Avatar({ lecturer, large = false }: { lecturer: Lecturer; large?: boolean }) {
  const className = large ? styles.largeAvatar : styles.avatar;
  return lecturer.avatar ? (
    <img className={className} src={lecturer.avatar} alt="" loading="lazy" />
  ) : (
    <span className={className} aria-hidden="true" />
  );
}

/** A course's lecturers: up to five avatars and names; a single lecturer gets a detailed card (spec §9). */
export function LecturerList({ lecturers }: LecturerListProps) {
  const view = lecturersView(lecturers);
  if (view._tag === "none") return null;
  if (view._tag === "detailed") {
    const { lecturer } = view;
    return (
      <section className={styles.card} aria-label={UI_TEXT.lecturer}>
        <Avatar lecturer={lecturer} large />
        <div>
          <p className={styles.cardName}>{lecturer.nickname}</p>
          {lecturer.positionalTitles ? <p className={styles.cardTitle}>{lecturer.positionalTitles}</p> : null}
        </div>
      </section>
    );
  }
  return (
    <ul className={styles.list} aria-label={UI_TEXT.lecturer}>
      {view.lecturers.map((lecturer) => (
        <li
          key={`${lecturer.nickname}|${lecturer.positionalTitles}|${lecturer.avatar}`}
          className={styles.item}
          title={lecturer.positionalTitles ?? undefined}
        >
          <Avatar lecturer={lecturer} />
          <span className={styles.name}>{lecturer.nickname}</span>
        </li>
      ))}
    </ul>
  );
}
