import { loginRedirectPath } from "@taxlearn/core";
import { PageColumn } from "@taxlearn/ui";
import { Link } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useCurrentFullPath, useSession } from "../../../lib/session/session-provider";
import { buttonLink } from "../../../styles/button-link.css";
import * as styles from "../study-plan.css";
import { STUDY_PLAN_TEXT } from "../study-plan.messages";
import { GoalForm } from "./goal-form";

function LearnerArea() {
  const options = useApiQuery((api) => api.learningOptions({}), []);
  const current = useApiQuery((api) => api.studyPlanCurrent({}), []);
  return (
    <>
      {current.status === "success" && current.data ? (
        <section className={styles.panel}>
          <div className={styles.item}>
            <span>{STUDY_PLAN_TEXT.currentPlan(current.data.title)}</span>
            <Link className={buttonLink} to={`/studyPlan/detail/${current.data.id}`}>
              {STUDY_PLAN_TEXT.openPlan}
            </Link>
          </div>
        </section>
      ) : null}
      <QueryView query={options}>{(groups) => <GoalForm groups={groups} />}</QueryView>
    </>
  );
}

/** /studyPlan and /kedan (推荐课单): the learner's goal and plan, and the recommended course lists. */
export default function StudyPlanHomeScreen() {
  const { view } = useSession();
  const here = useCurrentFullPath();
  const kedans = useApiQuery((api) => api.kedanList({ page: 1, pageSize: 20 }), []);
  return (
    <PageColumn className={styles.page}>
      <PageHeading title={STUDY_PLAN_TEXT.homeTitle} subtitle={STUDY_PLAN_TEXT.homeSubtitle}>
        <Link className={styles.link} to="/studyPlan/custom">
          {STUDY_PLAN_TEXT.customLink}
        </Link>
      </PageHeading>
      {view.loggedIn ? (
        <LearnerArea />
      ) : (
        <section className={styles.panel}>
          <div className={styles.item}>
            <span>{STUDY_PLAN_TEXT.loginToPlan}</span>
            <Link className={buttonLink} to={loginRedirectPath(here)}>
              {STUDY_PLAN_TEXT.login}
            </Link>
          </div>
        </section>
      )}
      <section className={styles.panel} aria-labelledby="kedan-title">
        <h2 className={styles.panelTitle} id="kedan-title">
          {STUDY_PLAN_TEXT.recommended}
        </h2>
        <QueryView query={kedans}>
          {(page) => (
            <ul className={styles.cards}>
              {page.list.map((k) => (
                <li key={k.id} className={styles.card}>
                  <h3 className={styles.cardTitle}>
                    <Link className={styles.link} to={`/kedan/detail/${k.id}`}>
                      {k.title}
                    </Link>
                  </h3>
                  <p className={styles.text}>{k.description}</p>
                  <p className={styles.muted}>
                    {STUDY_PLAN_TEXT.courseCount(k.courseCount)} · {k.audience}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
    </PageColumn>
  );
}
