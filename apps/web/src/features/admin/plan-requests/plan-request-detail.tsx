import { type AdminPlanRequestDetail, adminPlanRequestDetail } from "@taxlearn/api/admin";
import { Link, useParams } from "react-router";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import * as styles from "../admin.css";
import { when } from "../admin-format";
import { FactList } from "../fact-list";
import { PlanFulfilForm } from "./plan-fulfil-form";
import * as local from "./plan-requests.css";
import { PLAN_REQUESTS_TEXT as T } from "./plan-requests.messages";

/** /admin/plan-requests/<id>: what the learner asked for; an open request is fulfilled here with picked courses. */
export function PlanRequestDetail() {
  const { id = "" } = useParams();
  const detail = useApiQuery((api) => api.call(adminPlanRequestDetail, { id }), [id]);
  return (
    <div className={styles.stack}>
      <Link className={styles.link} to="/admin/plan-requests">
        {T.backToList}
      </Link>
      <QueryView query={detail}>{(data) => <Detail data={data} onFulfilled={detail.retry} />}</QueryView>
    </div>
  );
}

function Detail({ data, onFulfilled }: { data: AdminPlanRequestDetail; onFulfilled: () => void }) {
  const { request, plan } = data;
  const facts: [string, string][] = [
    [T.learner, request.learner],
    [T.status, T.statuses[request.status]],
    [T.createdAt, when(request.createdAt)],
    ...(request.fulfilledAt ? [[T.fulfilledAt, when(request.fulfilledAt)] as [string, string]] : []),
  ];
  return (
    <>
      <section className={styles.panel} aria-labelledby="plan-request-title">
        <h2 id="plan-request-title" className={styles.panelTitle}>
          {T.detailTitle(request.id)}
        </h2>
        <FactList facts={facts} />
        <div>
          <h3 className={styles.label}>{T.goal}</h3>
          <p className={local.goal}>{request.goal}</p>
        </div>
        <div>
          <h3 className={styles.label}>{T.note}</h3>
          <p className={local.goal}>{request.note || T.noNote}</p>
        </div>
      </section>
      {request.status === "open" ? (
        <PlanFulfilForm requestId={request.id} onFulfilled={onFulfilled} />
      ) : (
        <section className={styles.panel} aria-labelledby="plan-request-plan">
          <h2 id="plan-request-plan" className={styles.panelTitle}>
            {T.planTitle}
          </h2>
          {plan ? (
            <>
              <p className={local.goal}>{plan.title}</p>
              <ol className={local.courseList}>
                {plan.courses.map((course) => (
                  <li key={course.id} className={local.course}>
                    <a
                      className={styles.link}
                      href={`/course/details?id=${course.id}`}
                      target="_blank"
                      rel="noreferrer"
                    >
                      {course.title}
                    </a>
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <p className={styles.muted}>{T.planGone}</p>
          )}
        </section>
      )}
    </>
  );
}
