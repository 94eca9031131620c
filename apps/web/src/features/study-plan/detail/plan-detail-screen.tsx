import type { StudyPlanDetailData } from "@taxlearn/api";
import { STUDY_PLAN_STATUS, studyPlanStatusLabel } from "@taxlearn/core";
import { Button, PageColumn, useMessageBox, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { buttonLink } from "../../../styles/button-link.css";
import * as styles from "../study-plan.css";
import { STUDY_PLAN_TEXT } from "../study-plan.messages";
import { ExamHistory } from "./exam-history";

const lecturePath = (courseId: number, fileId: number) => `/course/details?id=${courseId}&lecture=${fileId}`;

function ProgressBar({ value, label }: { value: number; label: string }) {
  return <progress className={styles.bar} max={100} value={value} aria-label={label} />;
}

function PlanBody({ plan, reload }: { plan: StudyPlanDetailData; reload: () => void }) {
  const api = useApi();
  const toast = useToast();
  const messageBox = useMessageBox();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const active = plan.status === STUDY_PLAN_STATUS.active.value;

  const setStatus = async (status: 1 | 2 | 3) => {
    setBusy(true);
    const result = await api.studyPlanUpdateStatus({ planId: plan.id, status });
    setBusy(false);
    if (result.success) reload();
    else toast.error(result.msg);
  };
  const remove = async () => {
    const answer = await messageBox.confirm({ title: STUDY_PLAN_TEXT.remove, message: STUDY_PLAN_TEXT.removeConfirm });
    if (answer.action !== "confirm") return;
    const result = await api.studyPlanRemove({ planId: plan.id });
    if (result.success) {
      toast.success(STUDY_PLAN_TEXT.removed);
      navigate("/center/plan");
    } else toast.error(result.msg);
  };
  const startExam = async (stage: number) => {
    setBusy(true);
    const result = await api.studyPlanGenerateExamPaper({ planId: plan.id, stage });
    setBusy(false);
    if (result.success) navigate(`/studyPlan/exam/${result.data.id}`);
    else toast.error(result.msg);
  };

  return (
    <>
      <PageHeading title={plan.title} subtitle={plan.goal}>
        <span className={styles.current}>{studyPlanStatusLabel(plan.status)}</span>
      </PageHeading>
      <section className={styles.panel} aria-label={STUDY_PLAN_TEXT.planTitle}>
        <p className={styles.text}>
          {STUDY_PLAN_TEXT.weeksInfo(
            plan.weeks,
            plan.weekList.reduce((sum, week) => sum + week.plannedMinutes, 0),
            plan.weeklyHours,
          )}
          {plan.deadline ? ` · ${STUDY_PLAN_TEXT.deadlineInfo(plan.deadline)}` : ""}
        </p>
        {plan.explanation ? <p className={styles.error}>{plan.explanation}</p> : null}
        <ProgressBar value={plan.progress} label={STUDY_PLAN_TEXT.progress(plan.progress)} />
        <p className={styles.muted}>{STUDY_PLAN_TEXT.progress(plan.progress)}</p>
        {plan.nextLecture ? (
          <div className={styles.item}>
            <span>{STUDY_PLAN_TEXT.nextLectureOf(plan.nextLecture.courseTitle, plan.nextLecture.title)}</span>
            <Link className={buttonLink} to={lecturePath(plan.nextLecture.courseId, plan.nextLecture.fileId)}>
              {STUDY_PLAN_TEXT.nextLecture}
            </Link>
          </div>
        ) : (
          <p className={styles.text}>{STUDY_PLAN_TEXT.allDone}</p>
        )}
        <div className={styles.actions}>
          {active ? (
            <>
              <Button tone="secondary" size="small" disabled={busy} onClick={() => setStatus(2)}>
                {STUDY_PLAN_TEXT.markDone}
              </Button>
              <Button tone="neutral" size="small" disabled={busy} onClick={() => setStatus(3)}>
                {STUDY_PLAN_TEXT.abandon}
              </Button>
            </>
          ) : (
            <Button tone="secondary" size="small" disabled={busy} onClick={() => setStatus(1)}>
              {STUDY_PLAN_TEXT.resume}
            </Button>
          )}
          <Button tone="danger" size="small" disabled={busy} onClick={remove}>
            {STUDY_PLAN_TEXT.remove}
          </Button>
        </div>
      </section>
      {plan.stages.map((stage) => (
        <section key={stage.stage} className={styles.panel} aria-labelledby={`stage-${stage.stage}`}>
          <h2 className={styles.panelTitle} id={`stage-${stage.stage}`}>
            {STUDY_PLAN_TEXT.stage(stage.stage, stage.title)}
          </h2>
          <ul className={styles.list}>
            {stage.courses.map((course) => (
              <li key={course.courseId} className={styles.item}>
                <div className={styles.itemMain}>
                  <span>
                    <Link className={styles.link} to={`/course/details?id=${course.courseId}`}>
                      {course.title}
                    </Link>{" "}
                    {/* decision 124: every paid course is free to members */}
                    <span className={styles.muted}>
                      {course.free ? STUDY_PLAN_TEXT.free : STUDY_PLAN_TEXT.memberFree}
                    </span>
                  </span>
                  <ProgressBar value={course.progress} label={`${course.title} ${course.progress}%`} />
                  <span className={styles.muted}>
                    {STUDY_PLAN_TEXT.studied(course.studiedCount, course.lectureCount)}
                  </span>
                </div>
                {course.nextLecture ? (
                  <Link className={styles.link} to={lecturePath(course.courseId, course.nextLecture.fileId)}>
                    {course.nextLecture.title}
                  </Link>
                ) : (
                  <span className={styles.muted}>{STUDY_PLAN_TEXT.courseDone}</span>
                )}
              </li>
            ))}
          </ul>
          <div className={styles.item}>
            <div className={styles.itemMain}>
              <span>{STUDY_PLAN_TEXT.examAt(stage.examWeekLabel)}</span>
              <span className={styles.muted}>
                {stage.bestScore === null
                  ? STUDY_PLAN_TEXT.examNone
                  : STUDY_PLAN_TEXT.examBest(stage.bestScore, stage.examsTaken)}
              </span>
            </div>
            {active ? (
              <Button size="small" disabled={busy} onClick={() => startExam(stage.stage)}>
                {STUDY_PLAN_TEXT.takeExam}
              </Button>
            ) : null}
          </div>
        </section>
      ))}
      <section className={styles.panel} aria-labelledby="weeks-title">
        <h2 className={styles.panelTitle} id="weeks-title">
          {STUDY_PLAN_TEXT.weeksTitle}
        </h2>
        <ul className={styles.list}>
          {plan.weekList.map((w) => (
            <li key={w.week} className={w.current ? `${styles.item} ${styles.current}` : styles.item}>
              {STUDY_PLAN_TEXT.weekRow(w.label, w.plannedMinutes, w.studiedCount, w.lectureCount)}
              {w.current ? ` · ${STUDY_PLAN_TEXT.thisWeek}` : ""}
            </li>
          ))}
        </ul>
      </section>
      <ExamHistory planId={plan.id} />
    </>
  );
}

/** /studyPlan/detail/:id (学习方案, login required): stages, course progress, next lecture, weeks and exams. */
export default function PlanDetailScreen() {
  const id = Number(useParams().id);
  const query = useApiQuery((api) => api.studyPlanInfo({ planId: id }), [id]);
  return (
    <PageColumn className={styles.page}>
      {/* the plan's own title is the heading; a plan that cannot be shown still has the page's */}
      {query.status === "error" ? <PageHeading title={STUDY_PLAN_TEXT.planTitle} /> : null}
      <QueryView query={query}>{(plan) => <PlanBody plan={plan} reload={query.retry} />}</QueryView>
    </PageColumn>
  );
}
