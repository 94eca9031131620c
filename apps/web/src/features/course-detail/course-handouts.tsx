import { Button } from "@taxlearn/ui";
import { useId, useState } from "react";
import { QueryView } from "../../components/query-view";
import { useApiQuery } from "../../hooks/use-api-query";
import * as styles from "./course-detail.css";
import { COURSE_DETAIL_TEXT } from "./course-detail.messages";

export interface CourseHandoutsProps {
  files: ReadonlyArray<{ readonly mediaId: string; readonly title: string }>;
}

/** The course's handouts (spec §7 productFile/longText), each opened in place on demand. */
export function CourseHandouts({ files }: CourseHandoutsProps) {
  if (files.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="course-handouts-title">
      <h2 id="course-handouts-title" className={styles.lecturesTitle}>
        {COURSE_DETAIL_TEXT.handouts}
      </h2>
      <ul className={styles.handouts}>
        {files.map((file) => (
          <Handout key={file.mediaId} file={file} />
        ))}
      </ul>
    </section>
  );
}

function Handout({ file }: { file: CourseHandoutsProps["files"][number] }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <li className={styles.handout}>
      <div className={styles.handoutRow}>
        <span>{file.title}</span>
        <Button tone="text" size="small" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {open ? COURSE_DETAIL_TEXT.handoutClose : COURSE_DETAIL_TEXT.handoutOpen}
        </Button>
      </div>
      {open ? (
        <div id={bodyId}>
          <HandoutText mediaId={file.mediaId} />
        </div>
      ) : null}
    </li>
  );
}

function HandoutText({ mediaId }: { mediaId: string }) {
  const text = useApiQuery((api) => api.productFileLongText({ mediaId }), [mediaId]);
  return (
    <QueryView query={text}>
      {(handout) => (
        // The server sanitises handout rich text (catalogue contract: "A course handout's sanitised rich text").
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server
        <div className={styles.richText} dangerouslySetInnerHTML={{ __html: handout.html }} />
      )}
    </QueryView>
  );
}
