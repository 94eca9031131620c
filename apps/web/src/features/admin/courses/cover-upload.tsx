import { adminCourseCover, COURSE_COVER_RULE } from "@taxlearn/api/admin";
import { useToast } from "@taxlearn/ui";
import { useId, useState } from "react";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { ROW_COVER_SIZE } from "../../../styles/content-sizes";
import * as styles from "../admin.css";
import { COURSE_TEXT } from "./courses.messages";
import * as cover from "./cover-upload.css";

const RULE_TEXT = COURSE_TEXT.coverRule(COURSE_COVER_RULE.minWidth, COURSE_COVER_RULE.minHeight);

/** The picker checks type and size first; the server checks the bytes and the size again and re-encodes. */
const fileProblem = (file: File): string | null =>
  COURSE_COVER_RULE.types.includes(file.type) && file.size > 0 && file.size <= COURSE_COVER_RULE.maxBytes
    ? null
    : COURSE_TEXT.coverRefused;

/** A published course's cover: the current one (or none) and a picker that uploads at once (live immediately). */
export function CoverUpload({ courseId, image: initial }: { courseId: number; image: string }) {
  const api = useApi();
  const toast = useToast();
  const hintId = useId();
  const [image, setImage] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File) => {
    const problem = fileProblem(file);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const result = await api.call(adminCourseCover, { id: courseId, file });
      if (result.success) {
        setImage(result.data.image);
        toast.success(result.msg);
      } else setError(result.msg);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={cover.row}>
      {image ? (
        <img
          className={cover.preview}
          src={image}
          alt={COURSE_TEXT.currentCover}
          width={ROW_COVER_SIZE.width}
          height={ROW_COVER_SIZE.height}
          data-testid="course-cover"
        />
      ) : (
        <div className={cover.placeholder}>{COURSE_TEXT.noCover}</div>
      )}
      <label className={styles.field}>
        <span className={styles.label}>{busy ? COURSE_TEXT.uploadingCover : COURSE_TEXT.uploadCover}</span>
        <input
          type="file"
          accept={COURSE_COVER_RULE.types.join(",")}
          disabled={busy}
          aria-describedby={hintId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void upload(file);
          }}
        />
        <span id={hintId} className={styles.muted}>
          {RULE_TEXT}
        </span>
        {error ? (
          <span className={cover.error} role="alert">
            {error}
          </span>
        ) : null}
      </label>
    </div>
  );
}
