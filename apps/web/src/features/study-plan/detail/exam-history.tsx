import { Link } from "react-router";
import { useApiQuery } from "../../../hooks/use-api-query";
import * as styles from "../study-plan.css";
import { STUDY_PLAN_TEXT } from "../study-plan.messages";

/** The plan's papers, newest first, each opening its result or going on with it. */
export function ExamHistory({ planId }: { planId: number }) {
  const query = useApiQuery((api) => api.studyPlanExamList({ planId }), [planId]);
  if (query.status !== "success" || query.data.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="exams-title">
      <h2 className={styles.panelTitle} id="exams-title">
        {STUDY_PLAN_TEXT.examsTitle}
      </h2>
      <ul className={styles.list}>
        {query.data.map((p) => (
          <li key={p.paperId} className={styles.item}>
            <div className={styles.itemMain}>
              <span>{p.title}</span>
              <span className={styles.muted}>
                {STUDY_PLAN_TEXT.examState[p.state]}
                {p.score !== null ? ` · ${STUDY_PLAN_TEXT.examScore(p.score)}` : ""}
              </span>
            </div>
            {p.state === "expired" ? null : (
              <Link className={styles.link} to={`/studyPlan/exam/${p.paperId}`}>
                {p.state === "submitted" ? STUDY_PLAN_TEXT.viewResult : STUDY_PLAN_TEXT.continueExam}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
