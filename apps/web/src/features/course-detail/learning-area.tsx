import type { CourseDetailData, CourseLecturesData, LectureProgressData } from "@taxlearn/api";
import { isFree } from "@taxlearn/core";
import { Button, ErrorState, LazyImage, LectureList, LoginGate, VIDEO_TEXT } from "@taxlearn/ui";
import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";
import type { QueryState } from "../../hooks/use-api-query";
import { COURSE_PLAYER_SIZE } from "../../styles/content-sizes";
import { AnonymousPlayer } from "./anonymous-player";
import * as styles from "./course-detail.css";
import { COURSE_DETAIL_TEXT } from "./course-detail.messages";
import { VIP_PATH } from "./course-detail-paths";
import { coursePaymentPath } from "./course-purchase";
import { chooseLecture, nextLecture, withSavedProgress } from "./lecture-choice";
import { useWatchLogin } from "./use-watch-login";

/** The anchor player with its machines and schemas: loaded only for a learner who may watch (lecture-player.tsx). */
const LecturePlayer = lazy(() => import("./lecture-player"));

/** The player (or what stands in for it) with the chapter and lecture list beside it. */
export function LearningArea({
  course,
  lectures,
  requestedFileId,
  onSelectLecture,
}: {
  course: CourseDetailData;
  lectures: QueryState<CourseLecturesData>;
  requestedFileId: number | null;
  onSelectLecture: (fileId: number) => void;
}) {
  const requireLogin = useWatchLogin();
  // What this visit saved, laid over the list the server gave (the list is not re-read while watching).
  const [saved, setSaved] = useState<ReadonlyMap<number, LectureProgressData>>(new Map());
  const onSaved = useCallback(
    (progress: LectureProgressData) => setSaved((current) => new Map(current).set(progress.fileId, progress)),
    [],
  );

  const loaded =
    lectures.status === "success" ? lectures.data : lectures.status === "loading" ? lectures.previous : undefined;
  if (!loaded) {
    return (
      <section className={styles.learn} aria-busy={lectures.status === "loading"}>
        {lectures.status === "error" ? (
          <ErrorState description={lectures.message} onRetry={lectures.retry} />
        ) : (
          <PlayerLoading />
        )}
      </section>
    );
  }

  const current = chooseLecture(loaded.lectures, requestedFileId);
  const next = current ? nextLecture(loaded.lectures, current.fileId) : null;
  const anonymous = loaded.entitled === null;
  const shown = withSavedProgress(loaded.lectures, saved);

  let stage: ReactNode;
  if (!current) {
    stage = (
      <div className={styles.playerBox}>
        {course.image ? (
          <LazyImage
            src={course.image}
            alt=""
            width={COURSE_PLAYER_SIZE.width}
            height={COURSE_PLAYER_SIZE.height}
            fill
            eager
          />
        ) : null}
        <div className={styles.playerMessage}>{COURSE_DETAIL_TEXT.noLectures}</div>
      </div>
    );
  } else if (anonymous) {
    stage = <AnonymousPlayer cover={course.imageH || course.image || ""} />;
  } else {
    stage = (
      <Suspense fallback={<PlayerLoading />}>
        <LecturePlayer
          key={current.fileId}
          fileId={current.fileId}
          buyHref={isFree(course.price) ? undefined : coursePaymentPath(Number(course.id ?? course.productId))}
          vipHref={VIP_PATH}
          onSaved={onSaved}
        />
      </Suspense>
    );
  }

  const list = <LectureList lectures={shown} currentFileId={current?.fileId ?? null} onSelect={onSelectLecture} />;
  return (
    <section className={styles.learn} aria-label={COURSE_DETAIL_TEXT.learning}>
      <div className={styles.stage}>
        {current ? (
          <div className={styles.nowPlaying}>
            <span>
              <span className={styles.nowPlayingLabel}>{COURSE_DETAIL_TEXT.nowPlaying}</span>
              {current.title}
            </span>
            {next && loaded.entitled ? (
              <Button tone="text" size="small" onClick={() => onSelectLecture(next.fileId)}>
                {COURSE_DETAIL_TEXT.nextLecture(next.title)}
              </Button>
            ) : null}
          </div>
        ) : null}
        {stage}
      </div>
      <div className={styles.lectures}>
        <h2 className={styles.lecturesTitle}>{VIDEO_TEXT.lectureList}</h2>
        {loaded.lectures.length === 0 ? (
          <p className={styles.muted}>{COURSE_DETAIL_TEXT.noLectures}</p>
        ) : anonymous ? (
          <LoginGate locked onRequireLogin={requireLogin} label={COURSE_DETAIL_TEXT.loginToWatchLabel}>
            {list}
          </LoginGate>
        ) : (
          list
        )}
      </div>
    </section>
  );
}

/** The player's box while its lectures or its code load. */
function PlayerLoading() {
  return (
    <div className={styles.playerBox}>
      <div className={styles.playerMessage}>{COURSE_DETAIL_TEXT.playerLoading}</div>
    </div>
  );
}
