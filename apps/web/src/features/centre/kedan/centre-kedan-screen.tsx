import type { CollectedData } from "@taxlearn/api";
import { COLLECT_CATEGORIES } from "@taxlearn/core";
import { LazyImage } from "@taxlearn/ui";
import { Link } from "react-router";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { CENTRE_COVER_SIZE } from "../../../styles/content-sizes";
import { CENTRE_TEXT } from "../centre.messages";
import * as styles from "../shared/centre.css";
import { CentreHeading, CentreList } from "../shared/centre-list";
import { KEDAN_CUSTOM_PATH, KEDAN_PATH, kedanDetailPath } from "../shared/centre-paths";
import { usePageQuery } from "../shared/use-page-query";
import { useRemoval } from "../shared/use-removal";

function KedanRow({ item, pending, onRemove }: { item: CollectedData; pending: boolean; onRemove: () => void }) {
  const kedan = item.kedan;
  if (!kedan) return null;
  const href = kedanDetailPath(kedan.id);
  return (
    <li className={styles.row}>
      <Link to={href} className={styles.cover} tabIndex={-1} aria-hidden="true">
        <LazyImage src={kedan.cover} alt="" width={CENTRE_COVER_SIZE.width} height={CENTRE_COVER_SIZE.height} fill />
      </Link>
      <div className={styles.body}>
        <h2 className={styles.rowTitle}>
          <Link className={styles.titleLink} to={href}>
            {kedan.title}
          </Link>
        </h2>
        {kedan.description ? <p className={styles.meta}>{kedan.description}</p> : null}
        <p className={styles.meta}>
          <span className={styles.tag}>{CENTRE_TEXT.courseCount(kedan.courseCount)}</span>
          {kedan.audience ? <span>{kedan.audience}</span> : null}
        </p>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.textButton}
          disabled={pending}
          aria-label={CENTRE_TEXT.uncollectItem(kedan.title)}
          onClick={onRemove}
        >
          {CENTRE_TEXT.uncollect}
        </button>
      </div>
    </li>
  );
}

/**
 * /center/kedan (我的课单): the 课单 the learner saved. Custom 课单 are made with the study-plan area (not built yet);
 * the way to ask for one is linked, and nothing is shown in their place.
 */
export default function CentreKedanScreen() {
  const api = useApi();
  const { page, pageSize, setPage, setPageSize } = usePageQuery();
  const category = COLLECT_CATEGORIES.kedan;
  const query = useApiQuery((client) => client.collectUser({ page, pageSize, category }), [page, pageSize]);
  const { pending, remove } = useRemoval(query.retry);
  return (
    <section>
      <CentreHeading title={CENTRE_TEXT.kedan} hint={CENTRE_TEXT.kedanHint} />
      <QueryView query={query}>
        {(data) => (
          <CentreList
            data={data}
            label={CENTRE_TEXT.kedan}
            renderItem={(item) => (
              <KedanRow
                key={item.id}
                item={item}
                pending={pending === String(item.id)}
                onRemove={() => remove(String(item.id), () => api.collectDel({ id: item.id, category }))}
              />
            )}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
            empty={{
              title: CENTRE_TEXT.noKedan,
              description: CENTRE_TEXT.noKedanHint,
              action: { href: KEDAN_PATH, label: CENTRE_TEXT.browseKedan },
            }}
          />
        )}
      </QueryView>
      <p className={styles.note}>
        {CENTRE_TEXT.customKedan}
        <Link className={styles.inlineLink} to={KEDAN_CUSTOM_PATH}>
          {CENTRE_TEXT.customKedanLink}
        </Link>
      </p>
    </section>
  );
}
