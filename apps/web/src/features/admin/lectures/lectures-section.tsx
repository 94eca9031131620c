import { adminLectureCourses, adminLectureList, adminLectureSave } from "@taxlearn/api/admin";
import { AdminTable, Button, TextField, useToast } from "@taxlearn/ui";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { LectureEditor } from "./lecture-editor";
import { lectureState } from "./lecture-state";

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;

/**
 * /admin/lectures (editor): pick a course, see its lectures and add one; ?lecture=<id> opens the lecture studio
 * (video upload and transcode, interaction cards, preview).
 */
export default function LecturesSection() {
  const [params] = useSearchParams();
  const lectureId = Number(params.get("lecture"));
  const courseId = Number(params.get("course"));
  if (Number.isInteger(lectureId) && lectureId > 0) return <LectureEditor id={lectureId} key={lectureId} />;
  return (
    <div className={styles.stack}>
      <CoursePicker />
      {Number.isInteger(courseId) && courseId > 0 ? <CourseLectures courseId={courseId} key={courseId} /> : null}
    </div>
  );
}

function CoursePicker() {
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState("");
  const courses = useApiQuery((api) => api.call(adminLectureCourses, { keyword: query }), [query]);
  return (
    <section className={styles.panel} aria-label="选择课程">
      <h2 className={styles.panelTitle}>选择课程</h2>
      <form
        className={styles.actions}
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(keyword);
        }}
      >
        <TextField label="课程名称" value={keyword} onChange={setKeyword} />
        <Button type="submit" tone="secondary">
          搜索
        </Button>
      </form>
      <QueryView query={courses}>
        {(list) => (
          <AdminTable
            caption="课程"
            emptyText="没有符合条件的课程"
            columns={[
              { key: "id", title: "ID" },
              { key: "title", title: "课程" },
              { key: "lectures", title: "讲次数" },
            ]}
            rows={list.map((course) => ({
              key: String(course.id),
              cells: {
                id: course.id,
                title: (
                  <Link className={styles.link} to={`/admin/lectures?course=${course.id}`}>
                    {course.title}
                  </Link>
                ),
                lectures: course.lectures,
              },
            }))}
          />
        )}
      </QueryView>
    </section>
  );
}

function CourseLectures({ courseId }: { courseId: number }) {
  const list = useApiQuery((api) => api.call(adminLectureList, { courseId }), [courseId]);
  return (
    <section className={styles.panel} aria-label="讲次列表">
      <h2 className={styles.panelTitle}>课程 {courseId} 的讲次</h2>
      <QueryView query={list}>
        {(lectures) => (
          <>
            <AdminTable
              caption="讲次"
              emptyText="还没有讲次"
              columns={[
                { key: "sort", title: "序号" },
                { key: "title", title: "标题" },
                { key: "duration", title: "时长" },
                { key: "state", title: "状态" },
              ]}
              rows={lectures.map((lecture) => ({
                key: String(lecture.id),
                cells: {
                  sort: lecture.sort,
                  title: (
                    <Link className={styles.link} to={`/admin/lectures?lecture=${lecture.id}`}>
                      {lecture.chapterTitle} · {lecture.title}
                      {lecture.free ? "（试看）" : ""}
                    </Link>
                  ),
                  duration: lecture.videoReady ? clock(lecture.duration) : "—",
                  state: lectureState(lecture),
                },
              }))}
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

function NewLecture({ courseId, nextSort, onSaved }: { courseId: number; nextSort: number; onSaved: () => void }) {
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
      toast.success("已新建讲次（草稿），请上传视频");
      setError(null);
      setTitle("");
      onSaved();
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label="新建讲次">
      <TextField label="讲次标题" value={title} onChange={setTitle} />
      <TextField label="章节" value={chapterTitle} onChange={setChapterTitle} placeholder="第一章" />
      <TextField label="排序" value={sort} onChange={setSort} inputMode="numeric" />
      <label className={styles.field}>
        <span className={styles.label}>试看</span>
        <input type="checkbox" checked={free} onChange={(e) => setFree(e.target.checked)} aria-label="免费试看" />
      </label>
      <div className={styles.filterActions}>
        <Button type="submit">新建讲次</Button>
      </div>
      {error ? <p role="alert">{error}</p> : null}
    </form>
  );
}
