import { studyPlanStatusLabel } from "@taxlearn/core";
import { EmptyState } from "@taxlearn/ui";
import { Link } from "react-router";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { buttonLink } from "../../../styles/button-link.css";
import { CENTRE_TEXT } from "../centre.messages";
import * as styles from "../shared/centre.css";
import { CentreHeading } from "../shared/centre-list";
import { STUDY_PLAN_PATH } from "../shared/centre-paths";

/** /center/plan (学习方案): the learner's plans, newest first, or spec §8's 暂时还没有学习方案哦~. */
export default function PlanScreen() {
  const query = useApiQuery((api) => api.studyPlans({ page: 1, pageSize: 50 }), []);
  return (
    <section>
      <CentreHeading title={CENTRE_TEXT.plan} />
      <QueryView query={query}>
        {(page) =>
          page.list.length === 0 ? (
            <EmptyState
              title={CENTRE_TEXT.noPlan}
              description={CENTRE_TEXT.noPlanHint}
              action={
                <Link className={buttonLink} to={STUDY_PLAN_PATH}>
                  {CENTRE_TEXT.toStudyPlan}
                </Link>
              }
            />
          ) : (
            <ul className={styles.list}>
              {page.list.map((plan) => (
                <li key={plan.id} className={styles.row}>
                  <div className={styles.body}>
                    <h2 className={styles.rowTitle}>
                      <Link className={styles.titleLink} to={`/studyPlan/detail/${plan.id}`}>
                        {plan.title}
                      </Link>
                    </h2>
                    <p className={styles.meta}>{plan.goal}</p>
                    <p className={styles.meta}>
                      <span className={styles.tag}>{studyPlanStatusLabel(plan.status)}</span>
                      <span>{CENTRE_TEXT.planProgress(plan.progress, plan.weeks)}</span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
