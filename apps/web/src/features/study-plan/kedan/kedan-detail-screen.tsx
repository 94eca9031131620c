import { formatPrice } from "@taxlearn/core";
import { PageColumn } from "@taxlearn/ui";
import { Link, useParams } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import * as styles from "../study-plan.css";
import { STUDY_PLAN_TEXT } from "../study-plan.messages";

/** /kedan/detail/:id (课单详情, login required): a recommended course list with its courses. */
export default function KedanDetailScreen() {
  const id = Number(useParams().id);
  const query = useApiQuery((api) => api.kedanDetail({ id }), [id]);
  return (
    <PageColumn className={styles.page}>
      <QueryView query={query}>
        {(kedan) => (
          <>
            <PageHeading title={kedan.title} subtitle={kedan.description}>
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
