import {
  type AdminLectureDetail,
  adminLectureDelete,
  adminLectureDetail,
  adminLecturePublish,
  adminTranscodeRetry,
} from "@taxlearn/api/admin";
import type { LectureId } from "@taxlearn/core";
import { Button, useMessageBox, useToast } from "@taxlearn/ui";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { CardEditor } from "./card-editor";
import { lectureState } from "./lecture-state";
import * as studio from "./lectures.css";
import { LECTURE_TEXT } from "./lectures.messages";
import { VideoUpload } from "./video-upload";

/** One lecture: its video (upload, transcode progress, retry), publishing, deletion and its interaction cards. */
export function LectureEditor({ id }: { id: LectureId }) {
  const detail = useApiQuery((api) => api.call(adminLectureDetail, { id }), [id]);
  const pending =
    detail.status === "success" &&
    (detail.data.lecture.transcode?.status === "queued" || detail.data.lecture.transcode?.status === "running");
  // the transcode runs in the background: its progress is polled while it runs
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(detail.retry, 1000);
    return () => clearInterval(timer);
  }, [pending, detail.retry]);
  return <QueryView query={detail}>{(data) => <Studio data={data} onChanged={detail.retry} />}</QueryView>;
}

function Studio({ data, onChanged }: { data: AdminLectureDetail; onChanged: () => void }) {
  const { lecture } = data;
  const api = useApi();
  const toast = useToast();
  const messageBox = useMessageBox();
  const navigate = useNavigate();
  const act = async (run: () => Promise<{ success: boolean; msg: string }>) => {
    try {
      const result = await run();
      result.success ? toast.success(result.msg) : toast.error(result.msg);
      onChanged();
    } catch (error) {
      toast.error(failureMessage(error));
    }
  };
  const remove = async () => {
    const answer = await messageBox.confirm({
      title: LECTURE_TEXT.deleteLecture,
      message: LECTURE_TEXT.deleteLectureConfirm(lecture.title),
    });
    if (answer.action !== "confirm") return;
    await act(() => api.call(adminLectureDelete, { id: lecture.id }));
    navigate(`/admin/lectures?course=${lecture.courseId}`);
  };
  const transcode = lecture.transcode;
  return (
    <div className={styles.stack}>
      <Link className={styles.link} to={`/admin/lectures?course=${lecture.courseId}`}>
        {LECTURE_TEXT.backToCourse(lecture.courseId)}
      </Link>
      <section className={styles.panel} aria-label={LECTURE_TEXT.lectureInfo}>
        <h2 className={styles.panelTitle}>
          {lecture.chapterTitle} · {lecture.title}
        </h2>
        <p className={styles.muted} data-testid="lecture-state">
          {lectureState(lecture)}
          {lecture.videoReady ? LECTURE_TEXT.durationSuffix(Math.round(lecture.duration)) : ""}
          {lecture.sharedBy > 1 ? LECTURE_TEXT.sharedBy(lecture.sharedBy) : ""}
        </p>
        <div className={styles.actions}>
          {lecture.deleted ? null : lecture.published ? (
            <Button
              tone="secondary"
              onClick={() => act(() => api.call(adminLecturePublish, { id: lecture.id, published: 0 }))}
            >
              {LECTURE_TEXT.unpublish}
            </Button>
          ) : (
            <Button
              disabled={!lecture.videoReady}
              onClick={() => act(() => api.call(adminLecturePublish, { id: lecture.id, published: 1 }))}
            >
              {LECTURE_TEXT.publishLecture}
            </Button>
          )}
          {lecture.deleted ? null : (
            <Button tone="secondary" onClick={remove}>
              {ADMIN_TEXT.remove}
            </Button>
          )}
        </div>
      </section>
      <section className={styles.panel} aria-label={LECTURE_TEXT.video}>
        <h2 className={styles.panelTitle}>{LECTURE_TEXT.video}</h2>
        {transcode && (transcode.status === "queued" || transcode.status === "running") ? (
          <div className={styles.field}>
            <span className={styles.label}>
              {transcode.status === "queued" ? LECTURE_TEXT.transcodeQueued : LECTURE_TEXT.transcoding}
            </span>
            <progress
              className={studio.progress}
              max={100}
              value={transcode.progress}
              aria-label={LECTURE_TEXT.transcodeProgress}
            >
              {transcode.progress}%
            </progress>
            <span className={styles.muted}>{transcode.progress}%</span>
          </div>
        ) : null}
        {transcode?.status === "failed" ? (
          <div className={styles.field}>
            <p className={studio.error} role="alert">
              {transcode.error}
            </p>
            <div className={styles.actions}>
              <Button
                onClick={() => act(() => api.call(adminTranscodeRetry, { id: lecture.id }))}
                disabled={!transcode.originalKept}
              >
                {LECTURE_TEXT.retranscode}
              </Button>
            </div>
          </div>
        ) : null}
        {lecture.deleted || transcode?.status === "queued" || transcode?.status === "running" ? null : (
          <VideoUpload lectureId={lecture.id} onUploaded={onChanged} />
        )}
      </section>
      {data.preview ? (
        <CardEditor data={data} onChanged={onChanged} />
      ) : (
        <p className={styles.muted}>{LECTURE_TEXT.cardsAfterTranscode}</p>
      )}
    </div>
  );
}
