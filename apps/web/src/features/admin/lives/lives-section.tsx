import { type AdminLiveData, type AdminLivePhase, adminLiveList } from "@taxlearn/api/admin";
import { AdminTable, Button, Pagination, TextField } from "@taxlearn/ui";
import { useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { when } from "../admin-format";
import { SelectField } from "../content-form";
import { SearchForm } from "../search-form";
import { LiveForm } from "./live-form";
import { LiveKeyPanel } from "./live-key-panel";
import { LIVE_TEXT } from "./lives.messages";

export const PHASE_LABELS: Record<AdminLivePhase, string> = {
  notStarted: LIVE_TEXT.upcoming,
  live: LIVE_TEXT.onAir,
  ended: LIVE_TEXT.ended,
  replay: LIVE_TEXT.replay,
};
const PHASES = [{ id: "", name: ADMIN_TEXT.all }, ...Object.entries(PHASE_LABELS).map(([id, name]) => ({ id, name }))];
const PAGE_SIZE = 10;

type View = { kind: "list" } | { kind: "form"; live: AdminLiveData | null } | { kind: "key"; live: AdminLiveData };

/** /admin/lives (editor, admin): search live sessions, schedule and edit them, show and rotate their stream keys. */
export default function LivesSection() {
  const [keyword, setKeyword] = useState("");
  const [phase, setPhase] = useState("");
  const [query, setQuery] = useState({ keyword: "", phase: "" });
  const [page, setPage] = useState(1);
  const list = useApiQuery(
    (api) => api.call(adminLiveList, { ...query, page, pageSize: PAGE_SIZE }),
    [query.keyword, query.phase, page],
  );
  const [view, setView] = useState<View>({ kind: "list" });
  const back = () => {
    setView({ kind: "list" });
    list.retry();
  };
  if (view.kind === "form")
    return (
      <LiveForm
        live={view.live}
        onCancel={back}
        onSaved={(live, created) => {
          list.retry();
          setView(created ? { kind: "key", live } : { kind: "list" });
        }}
      />
    );
  if (view.kind === "key") return <LiveKeyPanel live={view.live} onBack={back} />;
  return (
    <div className={styles.stack}>
      <SearchForm
        onSearch={() => {
          setPage(1);
          setQuery({ keyword: keyword.trim(), phase });
        }}
        newLabel={LIVE_TEXT.newLive}
        onNew={() => setView({ kind: "form", live: null })}
      >
        <TextField label={LIVE_TEXT.liveTitle} value={keyword} onChange={setKeyword} />
        <SelectField label={ADMIN_TEXT.status} value={phase} onChange={setPhase} options={PHASES} />
      </SearchForm>
      <QueryView query={list}>
        {(data) => (
          <>
            <h2 className={styles.panelTitle}>{LIVE_TEXT.listCount(data.total)}</h2>
            <AdminTable
              caption={LIVE_TEXT.list}
              emptyText={LIVE_TEXT.none}
              columns={[
                { key: "id", title: "ID" },
                { key: "title", title: LIVE_TEXT.liveTitle },
                { key: "lecturer", title: ADMIN_TEXT.speaker },
                { key: "start", title: LIVE_TEXT.startsAt },
                { key: "phase", title: ADMIN_TEXT.status },
                { key: "bookings", title: LIVE_TEXT.bookings },
                { key: "watch", title: LIVE_TEXT.access },
                { key: "action", title: ADMIN_TEXT.action },
              ]}
              rows={data.list.map((live) => ({
                key: String(live.id),
                cells: {
                  id: live.id,
                  title: (
                    <a className={styles.link} href={`/liveDetail?id=${live.id}`} target="_blank" rel="noreferrer">
                      {live.title}
                    </a>
                  ),
                  lecturer: live.lecturerName,
                  start: when(live.startTime),
                  phase: PHASE_LABELS[live.phase],
                  bookings: live.bookings,
                  watch: live.courseTitle ? LIVE_TEXT.buyersOfCourse(live.courseTitle) : ADMIN_TEXT.everyone,
                  action: (
                    <div className={styles.actions}>
                      <Button size="small" tone="secondary" onClick={() => setView({ kind: "form", live })}>
                        {ADMIN_TEXT.edit}
                      </Button>
                      <Button size="small" tone="secondary" onClick={() => setView({ kind: "key", live })}>
                        {LIVE_TEXT.streamInfo}
                      </Button>
                    </div>
                  ),
                },
              }))}
            />
            <Pagination total={data.total} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
          </>
        )}
      </QueryView>
    </div>
  );
}
