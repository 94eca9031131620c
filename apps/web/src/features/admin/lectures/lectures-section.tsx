import { adminLectureCourses, adminLectureList, adminLectureSave } from "@taxlearn/api/admin";
import type { CourseId, LectureId } from "@taxlearn/core";
import { Button, TextField, useToast } from "@taxlearn/ui";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { applyParamChanges } from "../../../lib/list-params";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { ConsoleTable } from "../console-table";
import { useConsoleList } from "../use-console-list";
import { LectureEditor } from "./lecture-editor";
import { lectureState } from "./lecture-state";
import { LECTURE_TEXT } from "./lectures.messages";

/** A positive whole id from the address (?lecture=, ?course=), or null; the brand says which kind of id it is. */
const idParam = <Id extends number>(value: string | null): Id | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? (id as Id) : null;
};

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;

/**
 * /admin/lectures (editor): pick a course, see its lectures and add one; ?lecture=<id> opens the lecture studio
 * (video upload and transcode, interaction cards, preview).
 */
export default function LecturesSection() {
  const [params] = useSearchParams();
  const lectureId = idParam<LectureId>(params.get("lecture"));
  const courseId = idParam<CourseId>(params.get("course"));
  if (lectureId !== null) return <LectureEditor id={lectureId} key={lectureId} />;
  return (
    <div className={styles.stack}>
      <CoursePicker />
      {courseId !== null ? <CourseLectures courseId={courseId} key={courseId} /> : null}
    </div>
  );
}

function CoursePicker() {
  const courses = useConsoleList({ keyword: "" }, (api, { query }) =>
    api.call(adminLectureCourses, { keyword: query.keyword }),
  );
  // choosing a course keeps the picker's search in the address
  const [params] = useSearchParams();
  const courseHref = (id: number) => `/admin/lectures?${applyParamChanges(params, { course: id })}`;
  return (
    <section className={styles.panel} aria-label={LECTURE_TEXT.chooseCourse}>
      <h2 className={styles.panelTitle}>{LECTURE_TEXT.chooseCourse}</h2>
      <form
        className={styles.actions}
        onSubmit={(event) => {
          event.preventDefault();
          courses.search();
        }}
      >
        <TextField label={ADMIN_TEXT.courseName} value={courses.draft.keyword} onChange={courses.set("keyword")} />
        <Button type="submit" tone="secondary">
          {ADMIN_TEXT.search}
        </Button>
      </form>
      <QueryView query={courses.list}>
        {(list) => (
          <ConsoleTable
            caption={LECTURE_TEXT.course}
            emptyText={LECTURE_TEXT.noCourses}
            columns={[
              { key: "id", title: "ID", cell: (course) => course.id },
              {
                key: "title",
                title: LECTURE_TEXT.course,
                cell: (course) => (
                  <Link className={styles.link} to={courseHref(course.id)}>
                    {course.title}
                  </Link>
                ),
              },
              { key: "lectures", title: LECTURE_TEXT.lectureCount, cell: (course) => course.lectures },
            ]}
            items={list}
            rowKey={(course) => String(course.id)}
          />
        )}
      </QueryView>
    </section>
  );
}

function CourseLectures({ courseId }: { courseId: CourseId }) {
  const list = useApiQuery((api) => api.call(adminLectureList, { courseId }), [courseId]);
  return (
    <section className={styles.panel} aria-label={LECTURE_TEXT.lectureList}>
      <h2 className={styles.panelTitle}>{LECTURE_TEXT.lecturesOf(courseId)}</h2>
      <QueryView query={list}>
        {(lectures) => (
          <>
            <ConsoleTable
              caption={LECTURE_TEXT.lectures}
              emptyText={LECTURE_TEXT.noLectures}
              columns={[
                { key: "sort", title: LECTURE_TEXT.position, cell: (lecture) => lecture.sort },
                {
                  key: "title",
                  title: ADMIN_TEXT.title,
                  cell: (lecture) => (
                    <Link className={styles.link} to={`/admin/lectures?lecture=${lecture.id}`}>
                      {lecture.chapterTitle} · {lecture.title}
                      {lecture.free ? LECTURE_TEXT.trialMark : ""}
                    </Link>
                  ),
                },
                {
                  key: "duration",
                  title: LECTURE_TEXT.duration,
                  cell: (lecture) => (lecture.videoReady ? clock(lecture.duration) : "—"),
                },
                { key: "state", title: ADMIN_TEXT.status, cell: lectureState },
              ]}
              items={lectures}
              rowKey={(lecture) => String(lecture.id)}
            />
            <NewLecture
              courseId={courseId}
              nextSort={Math.max(0, ...lectures.map((l) => l.sort)) + 1}
              onSaved={list.retry}
            />
          </>
        )}
      </QueryView>
    </section>
  );
}

function NewLecture({ courseId, nextSort, onSaved }: { courseId: CourseId; nextSort: number; onSaved: () => void }) {
  const api = useApi();
  const toast = useToast();
  const [title, setTitle] = useState("");
  const [chapterTitle, setChapterTitle] = useState("");
  const [sort, setSort] = useState(String(nextSort));
  const [free, setFree] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await api.call(adminLectureSave, {
        courseId,
        title,
        chapterTitle,
        sort: Number(sort),
        free: free ? 1 : 0,
      } as never);
      if (!result.success) return setError(result.msg);
      toast.success(LECTURE_TEXT.created);
      setError(null);
      setTitle("");
      onSaved();
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={LECTURE_TEXT.newLecture}>
      <TextField label={LECTURE_TEXT.lectureTitle} value={title} onChange={setTitle} />
      <TextField
        label={LECTURE_TEXT.chapter}
        value={chapterTitle}
        onChange={setChapterTitle}
        placeholder={LECTURE_TEXT.chapterPlaceholder}
      />
      <TextField label={ADMIN_TEXT.sortOrder} value={sort} onChange={setSort} inputMode="numeric" />
      <label className={styles.field}>
        <span className={styles.label}>{LECTURE_TEXT.trial}</span>
        <input
          type="checkbox"
          checked={free}
          onChange={(e) => setFree(e.target.checked)}
          aria-label={LECTURE_TEXT.freeTrial}
        />
      </label>
      <div className={styles.filterActions}>
        <Button type="submit">{LECTURE_TEXT.newLecture}</Button>
      </div>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}
