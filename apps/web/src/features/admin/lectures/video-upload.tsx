import { ADMIN_LECTURE_UPLOAD_PATH } from "@taxlearn/api/admin";
import type { LectureId } from "@taxlearn/core";
import { Button } from "@taxlearn/ui";
import { useRef, useState } from "react";
import { Upload } from "tus-js-client";
import { useSession } from "../../../lib/session/session-provider";
import * as styles from "../admin.css";
import * as studio from "./lectures.css";
import { LECTURE_TEXT } from "./lectures.messages";

/** The server's Chinese message from a refused tus request (its JSON envelope), or a general one. */
const refusalOf = (error: Error): string => {
  const body = (error as { originalResponse?: { getBody(): string } | null }).originalResponse?.getBody() ?? "";
  try {
    const parsed = JSON.parse(body) as { msg?: string };
    if (parsed.msg) return parsed.msg;
  } catch {
    // not an envelope: a network failure
  }
  return LECTURE_TEXT.uploadInterrupted;
};

/**
 * Resumable upload (tus) of a lecture video: 5 MB chunks, retried on network errors, and resumed from where it
 * stopped when the same file is picked again (tus-js-client keeps the upload's address in local storage).
 */
export function VideoUpload({ lectureId, onUploaded }: { lectureId: LectureId; onUploaded: () => void }) {
  const { session } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useRef<Upload | null>(null);
  const start = async (file: File) => {
    setError(null);
    setSent(0);
    const tus = new Upload(file, {
      endpoint: ADMIN_LECTURE_UPLOAD_PATH,
      chunkSize: 5 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000],
      metadata: { fileId: String(lectureId), filename: file.name },
      headers: session.token ? { authorization: `Bearer ${session.token}` } : {},
      removeFingerprintOnSuccess: true,
      onProgress: (bytes, total) => setSent(Math.floor((bytes / total) * 100)),
      onError: (failure) => {
        setSent(null);
        setError(refusalOf(failure));
      },
      onSuccess: () => {
        setSent(null);
        onUploaded();
      },
    });
    upload.current = tus;
    const previous = await tus.findPreviousUploads();
    if (previous[0]) tus.resumeFromPreviousUpload(previous[0]);
    tus.start();
  };
  return (
    <div className={styles.field}>
      <label className={styles.field}>
        <span className={styles.label}>{LECTURE_TEXT.uploadVideo}</span>
        <input
          ref={input}
          type="file"
          accept="video/*"
          disabled={sent !== null}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void start(file);
          }}
        />
      </label>
      {sent !== null ? (
        <div className={styles.actions}>
          <progress className={studio.progress} max={100} value={sent} aria-label={LECTURE_TEXT.uploadProgress} />
          <span className={styles.muted}>
            {LECTURE_TEXT.uploaded} {sent}%
          </span>
          <Button
            size="small"
            tone="secondary"
            onClick={() => {
              void upload.current?.abort();
              setSent(null);
              setError(LECTURE_TEXT.paused);
            }}
          >
            {LECTURE_TEXT.pause}
          </Button>
        </div>
      ) : null}
      {error ? (
        <p className={studio.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
