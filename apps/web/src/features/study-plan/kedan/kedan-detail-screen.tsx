import { formatPrice } from "@taxlearn/core";
import { ButtonLink, EmptyState, PageColumn } from "@taxlearn/ui";
import { Link, useParams } from "react-router";
import { DetailEngagement } from "../../../components/detail-engagement";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useNavigateHandler } from "../../../hooks/use-navigate-handler";
import * as styles from "../study-plan.css";
import { STUDY_PLAN_TEXT } from "../study-plan.messages";

/** /kedan/detail/:id (课单详情, login required): a recommended course list with its courses. */
export default function KedanDetailScreen() {
  const raw = useParams().id ?? "";
  // only digits name a 课单: anything else is one that does not exist, not a request the server refuses
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  return id === null || id === 0 ? <KedanMissing /> : <KedanDetail id={id} />;
}

function KedanMissing() {
  const onNavigate = useNavigateHandler();
  return (
    <PageColumn className={styles.page}>
      <EmptyState
        title={STUDY_PLAN_TEXT.kedanMissing}
        description={STUDY_PLAN_TEXT.kedanMissingHint}
        action={
          <ButtonLink href="/kedan" onNavigate={onNavigate}>
            {STUDY_PLAN_TEXT.toKedans}
          </ButtonLink>
        }
      />
    </PageColumn>
  );
}

function KedanDetail({ id }: { id: number }) {
  const query = useApiQuery((api) => api.kedanDetail({ id }), [id]);
  const onNavigate = useNavigateHandler();
  if (query.status === "error" && (query.code === 404 || query.code === 400)) return <KedanMissing />;
  return (
    <PageColumn className={styles.page}>
      <QueryView query={query}>
        {(kedan) => (
          <>
            <PageHeading title={kedan.title} subtitle={kedan.description}>
              <div className={styles.actions}>
                {kedan.courses[0] ? (
                  <ButtonLink href={`/course/details?id=${kedan.courses[0].id}`} onNavigate={onNavigate}>
                    {STUDY_PLAN_TEXT.startLearning}
                  </ButtonLink>
                ) : null}
                <DetailEngagement kind="kedan" id={kedan.id} />
              </div>
              <Link className={styles.link} to="/kedan/custom">
                {STUDY_PLAN_TEXT.customLink}
              </Link>
            </PageHeading>
            <section className={styles.panel} aria-label={STUDY_PLAN_TEXT.kedanDetail}>
              <p className={styles.muted}>
                {STUDY_PLAN_TEXT.courseCount(kedan.courseCount)} · {kedan.audience}
              </p>
              <ul className={styles.list}>
                {kedan.courses.map((c) => (
                  <li key={c.id} className={styles.item}>
                    <div className={styles.itemMain}>
                      <Link className={styles.link} to={`/course/details?id=${c.id}`}>
                        {c.title}
                      </Link>
                      <span className={styles.muted}>{c.productInfo}</span>
                    </div>
                    <span>{formatPrice(c.price)}</span>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </QueryView>
    </PageColumn>
  );
}
