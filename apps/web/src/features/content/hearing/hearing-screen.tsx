import type { HearingCardData } from "@taxlearn/api";
import { formatStartTime } from "@taxlearn/core";
import { EmptyState, LazyImage, PageColumn } from "@taxlearn/ui";
import { Link } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { ROW_COVER_SIZE } from "../../../styles/content-sizes";
import { CONTENT_TEXT } from "../content.messages";
import * as custom from "../custom/custom.css";
import { hearingDetailsPath } from "../shared/content-paths";
import * as layout from "../shared/layout.css";
import { PagedList } from "../shared/paged-list";
import { useListQuery } from "../shared/use-list-query";
import * as styles from "./hearing.css";

type Hearing = HearingCardData;

/** /hearing: policy hearings, newest first, paged in the address. */
export default function HearingScreen() {
  const { page, pageSize, update } = useListQuery();
  const list = useApiQuery((api) => api.hearingList({ page, pageSize }), [page, pageSize]);
  return (
    <PageColumn className={layout.page}>
      <PageHeading title={CONTENT_TEXT.hearingTitle} subtitle={CONTENT_TEXT.hearingSubtitle} />
      <section className={layout.panel} aria-label={CONTENT_TEXT.hearingTitle}>
        <QueryView query={list}>
          {(data) => (
            <PagedList
              data={data}
              update={update}
              empty={<EmptyState title={CONTENT_TEXT.emptyList} />}
              renderItem={(hearing) => <HearingRow key={hearing.id} hearing={hearing} />}
            />
          )}
        </QueryView>
      </section>
    </PageColumn>
  );
}

function HearingRow({ hearing }: { hearing: Hearing }) {
  return (
    <li className={custom.row}>
      <div className={custom.rowCover}>
        <LazyImage src={hearing.cover} alt="" {...ROW_COVER_SIZE} fill />
      </div>
      <div className={custom.cardBody}>
        <h2 className={custom.cardTitle}>
          <Link className={custom.cardLink} to={hearingDetailsPath(hearing.id)}>
            {hearing.title}
          </Link>
        </h2>
        <p className={custom.summary}>{hearing.summary}</p>
        <span className={styles.speaker}>
          {CONTENT_TEXT.withColon(CONTENT_TEXT.speaker)}
          {hearing.speaker} · {CONTENT_TEXT.withColon(CONTENT_TEXT.heldAt)}
          {formatStartTime(hearing.heldAt)}
        </span>
      </div>
    </li>
  );
}
