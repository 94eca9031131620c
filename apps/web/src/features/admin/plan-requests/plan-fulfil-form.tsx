import {
  type AdminPlanCourse,
  adminPlanCourseSearch,
  adminPlanRequestFulfil,
  PLAN_FULFIL_LIMITS,
} from "@taxlearn/api/admin";
import { Button, TextField, useMessageBox, useToast } from "@taxlearn/ui";
import { type FormEvent, useState } from "react";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import * as local from "./plan-requests.css";
import { PLAN_REQUESTS_TEXT as T } from "./plan-requests.messages";

const isFree = (price: string) => Number(price) === 0;
const courseFacts = (c: AdminPlanCourse) =>
  `${T.courseFacts(c.lessons, c.minutes)} · ${isFree(c.price) ? T.free : T.price(c.price)}`;

/**
 * The fulfilment of an open request: search on-sale courses, pick them in the order the plan takes them, name the
 * plan and the weekly hours; the server makes the learner's plan and messages them (one transaction).
 */
export function PlanFulfilForm({ requestId, onFulfilled }: { requestId: number; onFulfilled: () => void }) {
  const api = useApi();
  const toast = useToast();
  const messageBox = useMessageBox();
  const [draftKeyword, setDraftKeyword] = useState("");
  const [keyword, setKeyword] = useState("");
  const [chosen, setChosen] = useState<AdminPlanCourse[]>([]);
  const [title, setTitle] = useState<string>(T.courseTitleDefault);
  const [hours, setHours] = useState("5");
  const [errors, setErrors] = useState<{ title?: string; hours?: string; courses?: string }>({});
  const [busy, setBusy] = useState(false);
  const results = useApiQuery((client) => client.call(adminPlanCourseSearch, { keyword }), [keyword]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(draftKeyword.trim());
  };
  const add = (course: AdminPlanCourse) => {
    if (chosen.length >= PLAN_FULFIL_LIMITS.maxCourses) return setErrors({ ...errors, courses: T.tooMany });
    setErrors({ ...errors, courses: undefined });
    setChosen((current) => (current.some((c) => c.id === course.id) ? current : [...current, course]));
  };
  const moveUp = (index: number) =>
    setChosen((current) =>
      index === 0
        ? current
        : [...current.slice(0, index - 1), current[index]!, current[index - 1]!, ...current.slice(index + 1)],
    );
  const remove = (id: number) => setChosen((current) => current.filter((c) => c.id !== id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const weeklyHours = Number(hours);
    const found = {
      title: title.trim() === "" || [...title.trim()].length > PLAN_FULFIL_LIMITS.maxTitle ? T.titleRule : undefined,
      hours:
        /^\d+$/.test(hours.trim()) &&
        weeklyHours >= PLAN_FULFIL_LIMITS.minWeeklyHours &&
        weeklyHours <= PLAN_FULFIL_LIMITS.maxWeeklyHours
          ? undefined
          : T.weeklyHoursRule,
      courses: chosen.length === 0 ? T.noneChosen : undefined,
    };
    setErrors(found);
    if (found.title || found.hours || found.courses) return;
    const answer = await messageBox.confirm({
      title: T.confirmTitle,
      message: T.confirmMessage(chosen.length, title.trim()),
    });
    if (answer.action !== "confirm") return;
    setBusy(true);
    try {
      const result = await api.call(adminPlanRequestFulfil, {
        id: requestId,
        courseIds: chosen.map((c) => c.id).join(","),
        title: title.trim(),
        weeklyHours,
      });
      if (result.success) {
        toast.success(result.msg);
        onFulfilled();
      } else toast.error(result.msg);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const list: readonly AdminPlanCourse[] =
    results.status === "success"
      ? results.data.list
      : results.status === "loading"
        ? (results.previous?.list ?? [])
        : [];
  return (
    <section className={styles.panel} aria-labelledby="plan-fulfil-title">
      <h2 id="plan-fulfil-title" className={styles.panelTitle}>
        {T.fulfilTitle}
      </h2>
      <div className={local.picker}>
        <div className={styles.stack}>
          <form className={local.searchRow} onSubmit={search} aria-label={T.search}>
            <div className={local.searchField}>
              <TextField
                label={T.search}
                value={draftKeyword}
                onChange={setDraftKeyword}
                hint={T.searchHint}
                maxLength={30}
              />
            </div>
            <Button type="submit" tone="secondary">
              {T.searchButton}
            </Button>
          </form>
          {results.status === "error" ? (
            <p className={styles.error}>{results.message}</p>
          ) : list.length === 0 && results.status === "success" ? (
            <p className={styles.muted}>{T.noResults}</p>
          ) : (
            <ul className={local.courseList} aria-label={T.results}>
              {list.map((course) => {
                const picked = chosen.some((c) => c.id === course.id);
                return (
                  <li key={course.id} className={local.course}>
                    <span className={local.courseText}>
                      <span className={local.courseName}>{course.title}</span>
                      <span className={styles.muted}>{courseFacts(course)}</span>
                    </span>
                    <Button
                      size="small"
                      tone="secondary"
                      disabled={picked}
                      aria-label={picked ? T.addedCourse(course.title) : T.addCourse(course.title)}
                      onClick={() => add(course)}
                    >
                      {picked ? T.added : T.add}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
        <form className={styles.stack} onSubmit={(e) => void submit(e)} noValidate aria-label={T.fulfilTitle}>
          <div className={local.formGrid}>
            <TextField
              label={T.courseTitle}
              value={title}
              onChange={setTitle}
              required
              error={errors.title}
              maxLength={PLAN_FULFIL_LIMITS.maxTitle}
            />
            <TextField
              label={T.weeklyHours}
              value={hours}
              onChange={setHours}
              required
              inputMode="numeric"
              error={errors.hours}
            />
          </div>
          <h3 className={styles.label}>{T.chosen(chosen.length)}</h3>
          {chosen.length === 0 ? (
            <p className={errors.courses ? styles.error : styles.muted}>{errors.courses ?? T.noneChosen}</p>
          ) : (
            <ol className={local.courseList} aria-label={T.chosen(chosen.length)}>
              {chosen.map((course, index) => (
                <li key={course.id} className={local.course}>
                  <span className={local.courseText}>
                    <span className={local.courseName}>{course.title}</span>
                    <span className={styles.muted}>{courseFacts(course)}</span>
                  </span>
                  <span className={styles.actions}>
                    <Button
                      size="small"
                      tone="text"
                      disabled={index === 0}
                      aria-label={T.moveUp(course.title)}
                      onClick={() => moveUp(index)}
                    >
                      {T.moveUpText}
                    </Button>
                    <Button
                      size="small"
                      tone="text"
                      aria-label={T.remove(course.title)}
                      onClick={() => remove(course.id)}
                    >
                      {T.removeText}
                    </Button>
                  </span>
                </li>
              ))}
            </ol>
          )}
          {chosen.length > 0 && errors.courses ? <p className={styles.error}>{errors.courses}</p> : null}
          <div className={styles.actions}>
            <Button type="submit" loading={busy}>
              {T.submit}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
