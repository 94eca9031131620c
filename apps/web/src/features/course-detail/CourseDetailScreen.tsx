import type { CourseDetailData, CourseLecturesData, LectureProgressData } from "@taxlearn/api";
import { isFree, normalizeCourseCard } from "@taxlearn/core";
import {
  Button,
  EmptyState,
  ErrorState,
  LazyImage,
  LectureList,
  LoginGate,
  PageColumn,
  useToast,
  VIDEO_TEXT,
} from "@taxlearn/ui";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { QueryView } from "../../app/data/QueryView";
import { type QueryState, useApiQuery } from "../../app/data/use-api-query";
import { useSession } from "../../app/session/SessionProvider";
import { buttonLink } from "../../app/styles/button-link.css";
import { CourseHandouts } from "./CourseHandouts";
import { CourseHeader } from "./CourseHeader";
import { CourseRating } from "./CourseRating";
import * as styles from "./course-detail.css";
import { PLAYER_HEIGHT, PLAYER_WIDTH } from "./course-detail.css";
import { COURSE_DETAIL_TEXT } from "./course-detail.messages";
import { COURSE_LIST_PATH, VIP_PATH } from "./course-detail-paths";
import { AnonymousPlayer, LecturePlayer } from "./LecturePlayer";
import { chooseLecture, nextLecture, positiveIdParam, withSavedProgress } from "./lecture-choice";
import { RelatedArticles, RelatedCourses } from "./RelatedContent";
import { useWatchLogin } from "./use-watch-login";

/**
 * /course/details?id=<course>[&lecture=<file>] (route courseDetails): the course header, the lecture in the anchor
 * player with the chapter list beside it, the introduction and lecturers, the rating, and related content.
 */
export default function CourseDetailScreen() {
  const [params, setParams] = useSearchParams();
  const courseId = positiveIdParam(params.get("id"));
  const requestedFileId = positiveIdParam(params.get("lecture"));

  // The lecture in the player lives in the address, so reload and back/forward keep it.
  const selectLecture = useCallback(
    (fileId: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set("lecture", String(fileId));
        return next;
      }),
    [setParams],
  );

  if (courseId === null) {
    return <CourseNotFound title={COURSE_DETAIL_TEXT.missingId} description={COURSE_DETAIL_TEXT.missingIdHint} />;
  }
  return (
    <CourseDetail
      key={courseId}
      courseId={courseId}
      requestedFileId={requestedFileId}
      onSelectLecture={selectLecture}
    />
  );
}

interface CourseDetailProps {
  courseId: number;
  requestedFileId: number | null;
  onSelectLecture: (fileId: number) => void;
}

function CourseDetail({ courseId, requestedFileId, onSelectLecture }: CourseDetailProps) {
  const { view } = useSession();
  const detail = useApiQuery((api) => api.onlineProductDetail({ id: courseId }), [courseId]);
  // Per-user: re-read when the learner logs in or out.
  const lectures = useApiQuery((api) => api.courseLectures({ id: courseId }), [courseId, view.loggedIn]);
  // The server's 404: no such course (or not one of this organisation's). Reloading cannot help, so no 重新加载;
  // network and server failures keep it (QueryView below).
  if (detail.status === "error" && detail.code === 404) {
    return <CourseNotFound title={COURSE_DETAIL_TEXT.notFound} description={COURSE_DETAIL_TEXT.notFoundHint} />;
  }
  return (
    <PageColumn className={styles.page}>
      <QueryView query={detail} errorTitle={COURSE_DETAIL_TEXT.loadFailed}>
        {(course) => (
          <CourseBody
            courseId={courseId}
            course={course}
            lectures={lectures}
            requestedFileId={requestedFileId}
            onSelectLecture={onSelectLecture}
          />
        )}
      </QueryView>
    </PageColumn>
  );
}

/** A course that cannot be shown: says why and leads back to the course list. */
function CourseNotFound({ title, description }: { title: string; description: string }) {
  return (
    <PageColumn className={styles.page}>
      <EmptyState
        title={title}
        description={description}
        action={
          <Link className={buttonLink} to={COURSE_LIST_PATH}>
            {COURSE_DETAIL_TEXT.toCourseList}
          </Link>
        }
      />
    </PageColumn>
  );
}

function CourseBody({
  courseId,
  course,
  lectures,
  requestedFileId,
  onSelectLecture,
}: {
  courseId: number;
  course: CourseDetailData;
  lectures: QueryState<CourseLecturesData>;
  requestedFileId: number | null;
  onSelectLecture: (fileId: number) => void;
}) {
  const card = useMemo(
    () => ({
      ...normalizeCourseCard(course),
      categoryName: course.categoryName,
      lessonCount: course.lessonCount,
      durationMinutes: course.durationMinutes,
    }),
    [course],
  );
  const access = lectures.status === "success" ? lectures.data.entitledVia : null;
  return (
    <>
      <CourseHeader course={card} entitledVia={access} />
      <LearningArea
        course={course}
        lectures={lectures}
        requestedFileId={requestedFileId}
        onSelectLecture={onSelectLecture}
      />
      <div className={styles.columns}>
        <div className={styles.mainColumn}>
          <CourseIntroduction course={course} />
          <CourseHandouts files={course.files} />
          <CourseRating courseId={courseId} productType={course.productType ?? 1} />
        </div>
        <aside className={styles.aside}>
          <RelatedArticles courseId={courseId} />
        </aside>
      </div>
      <RelatedCourses courseId={courseId} />
    </>
  );
}

/** The player (or what stands in for it) with the chapter and lecture list beside it. */
function LearningArea({
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
  const navigate = useNavigate();
  const toast = useToast();
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
          <div className={styles.playerBox}>
            <div className={styles.playerMessage}>{COURSE_DETAIL_TEXT.playerLoading}</div>
          </div>
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
          <LazyImage src={course.image} alt="" width={PLAYER_WIDTH} height={PLAYER_HEIGHT} fill eager />
        ) : null}
        <div className={styles.playerMessage}>{COURSE_DETAIL_TEXT.noLectures}</div>
      </div>
    );
  } else if (anonymous) {
    stage = <AnonymousPlayer cover={course.imageH || course.image || ""} />;
  } else {
    stage = (
      <LecturePlayer
        key={current.fileId}
        fileId={current.fileId}
        onBuy={isFree(course.price) ? undefined : () => toast.info(COURSE_DETAIL_TEXT.buyComingSoon)}
        onVip={() => navigate(VIP_PATH)}
        onSaved={onSaved}
      />
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

/** The course's description (sanitised by the server), its lecturers and their introductions. */
function CourseIntroduction({ course }: { course: CourseDetailData }) {
  return (
    <>
      <section className={styles.section} aria-labelledby="course-intro-title">
        <h2 id="course-intro-title" className={styles.lecturesTitle}>
          {COURSE_DETAIL_TEXT.introduction}
        </h2>
        {course.detailHtml ? (
          // The server sanitises course rich text when it is stored (apps/server catalogue seed and writes).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server
          <div className={styles.richText} dangerouslySetInnerHTML={{ __html: course.detailHtml }} />
        ) : (
          <p className={styles.muted}>{course.productInfo}</p>
        )}
      </section>
      {course.lecturerDetails.length > 0 ? (
        <section className={styles.section} aria-labelledby="course-lecturers-title">
          <h2 id="course-lecturers-title" className={styles.lecturesTitle}>
            {COURSE_DETAIL_TEXT.lecturers}
          </h2>
          <ul className={styles.lecturerDetails}>
            {course.lecturerDetails.map((lecturer) => (
              <li key={lecturer.id} className={styles.lecturer}>
                <span className={styles.lecturerAvatar}>
                  <LazyImage src={lecturer.avatar ?? undefined} alt="" width={56} height={56} fill />
                </span>
                <div>
                  <p className={styles.lecturerName}>{lecturer.nickname}</p>
                  {lecturer.positionalTitles ? (
                    <p className={styles.lecturerTitle}>{lecturer.positionalTitles}</p>
                  ) : null}
                  {lecturer.intro ? <p className={styles.lecturerIntro}>{lecturer.intro}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
