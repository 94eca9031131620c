import { formatStartTime } from "@taxlearn/core";
import { LazyImage } from "@taxlearn/ui";
import { Link } from "react-router";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useIdParam } from "../../../hooks/use-id-param";
import { CONTENT_TEXT } from "../content.messages";
import { ArticleHeader } from "../shared/article-header";
import { ContentNotFound } from "../shared/content-not-found";
import { hearingDetailsPath } from "../shared/content-paths";
import { DetailQueryView } from "../shared/detail-query-view";
import * as layout from "../shared/layout.css";
import * as related from "../shared/related.css";
import { RichText } from "../shared/rich-text";
import * as styles from "./hearing.css";

const notFound = (
  <ContentNotFound title={CONTENT_TEXT.hearingNotFound} backHref="/hearing" backLabel={CONTENT_TEXT.backToHearings} />
);

/** /hearing/Details?id=: one hearing (sanitised body) with the other hearings beside it. */
export default function HearingDetailsScreen() {
  const id = useIdParam();
  if (id === null) return <div className={layout.page}>{notFound}</div>;
  return <HearingDetails key={id} id={id} />;
}

function HearingDetails({ id }: { id: number }) {
  const detail = useApiQuery((api) => api.hearingDetail({ id }), [id]);
  const others = useApiQuery((api) => api.hearingList({ page: 1, pageSize: 10 }), []);
  const otherItems = others.status === "success" ? others.data.list.filter((hearing) => hearing.id !== id) : [];
  return (
    <div className={layout.page}>
      <DetailQueryView query={detail} notFound={notFound}>
        {(hearing) => (
          <div className={layout.detailLayout}>
            <article className={layout.panel} aria-label={hearing.title}>
              <ArticleHeader
                title={hearing.title}
                kind={CONTENT_TEXT.hearingTitle}
                meta={[
                  [CONTENT_TEXT.speaker, hearing.speaker],
                  [CONTENT_TEXT.heldAt, formatStartTime(hearing.heldAt)],
                ]}
              />
              <div className={styles.cover}>
                <LazyImage src={hearing.cover} alt={hearing.title} width={800} height={360} fill />
              </div>
              <RichText sanitisedHtml={hearing.contentHtml} />
            </article>
            <aside className={layout.aside} aria-label={CONTENT_TEXT.otherHearings}>
              <section className={related.section}>
                <h2 className={related.heading}>{CONTENT_TEXT.otherHearings}</h2>
                {others.status === "success" && otherItems.length === 0 ? (
                  <p className={related.none}>{CONTENT_TEXT.noRelated}</p>
                ) : null}
                <ul className={related.list}>
                  {otherItems.map((other) => (
                    <li key={other.id} className={related.item}>
                      <Link className={related.itemLink} to={hearingDetailsPath(other.id)}>
                        {other.title}
                      </Link>
                      <span className={related.itemMeta}>{formatStartTime(other.heldAt)}</span>
                    </li>
                  ))}
                </ul>
              </section>
            </aside>
          </div>
        )}
      </DetailQueryView>
    </div>
  );
}
