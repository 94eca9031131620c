import type { OrgAssignment } from "@taxlearn/api";
import { beijingDay } from "@taxlearn/core";
import { Button, TextField, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { QueryView } from "../../components/query-view";
import { useApiQuery } from "../../hooks/use-api-query";
import { useApi } from "../../lib/api/app-services";
import { failureMessage } from "../../lib/api/failure-message";
import * as styles from "./org-reports.css";
import { ORG_REPORTS_TEXT } from "./org-reports.messages";

const T = ORG_REPORTS_TEXT.assign;

/** `1001, 1002` → [1001, 1002]; null when any part is not a positive whole number. */
const courseIdsOf = (text: string): number[] | null => {
  const parts = text.split(/[,，\s]+/).filter(Boolean);
  if (parts.length === 0 || parts.some((p) => !/^\d{1,9}$/.test(p) || Number(p) < 1)) return null;
  return parts.map(Number);
};

/** A week from today (Beijing), the form's first deadline. */
const defaultDeadline = () => beijingDay(new Date(Date.now() + 30 * 86_400_000));

/** Assigns a course or a study plan to the members ticked in the list, with a deadline; lists the assignments. */
export function AssignPanel({ orgId, selected }: { orgId: number; selected: ReadonlyArray<number> }) {
  const api = useApi();
  const toast = useToast();
  const [kind, setKind] = useState<"course" | "plan">("course");
  const [courses, setCourses] = useState("");
  const [title, setTitle] = useState("");
  const [deadline, setDeadline] = useState(defaultDeadline);
  const [busy, setBusy] = useState(false);
  const assignments = useApiQuery((a) => a.orgAssignmentList({ orgId: String(orgId), pageSize: "10" }), [orgId]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (selected.length === 0) return toast.error(T.noneSelected);
    const courseIds = courseIdsOf(courses);
    if (!courseIds) return toast.error(T.badCourses);
    setBusy(true);
    try {
      const result = await api.orgAssignmentCreate({
        orgId: String(orgId),
        kind,
        courseIds: JSON.stringify(kind === "course" ? courseIds.slice(0, 1) : courseIds),
        ...(kind === "plan" ? { title } : {}),
        userIds: JSON.stringify(selected),
        deadline,
      });
      if (!result.success) toast.error(result.msg);
      else {
        toast.success(T.done(result.data.learners));
        assignments.retry();
      }
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="org-assign-title">
      <h2 id="org-assign-title" className={styles.sectionTitle}>
        {T.title}
      </h2>
      <p className={styles.hint}>{T.hint}</p>
      <p className={styles.hint} data-testid="org-assign-selected">
        {ORG_REPORTS_TEXT.selected(selected.length)}
      </p>
      <form className={styles.formGrid} onSubmit={submit}>
        <label className={styles.fieldLabel}>
          {T.kind}
          <select className={styles.select} value={kind} onChange={(e) => setKind(e.target.value as "course" | "plan")}>
            <option value="course">{T.course}</option>
            <option value="plan">{T.plan}</option>
          </select>
        </label>
        <TextField
          label={kind === "course" ? T.courseId : T.courseIds}
          value={courses}
          onChange={setCourses}
          inputMode={kind === "course" ? "numeric" : "text"}
        />
        {kind === "plan" ? <TextField label={T.planTitle} value={title} onChange={setTitle} maxLength={40} /> : null}
        <TextField label={T.deadline} type="date" value={deadline} onChange={setDeadline} />
        <Button type="submit" loading={busy}>
          {T.submit}
        </Button>
      </form>
      <h3 className={styles.sectionTitle}>{T.list}</h3>
      <QueryView query={assignments}>
        {(page) =>
          page.list.length === 0 ? (
            <p className={styles.hint}>{T.empty}</p>
          ) : (
            <ul className={styles.list} data-testid="org-assignments">
              {page.list.map((a: OrgAssignment) => (
                <li key={a.id} className={styles.assignment}>
                  <span>
                    {a.kind === "course" ? (
                      <a href={`/course/details?id=${a.courseIds[0]}`}>{a.title}</a>
                    ) : (
                      `${T.plan} · ${a.title}`
                    )}
                  </span>
                  <span className={styles.muted}>{T.row(a.learners, a.deadline)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
