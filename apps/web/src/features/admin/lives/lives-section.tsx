import { type AdminLiveData, type AdminLivePhase, adminLiveList } from "@taxlearn/api/admin";
import { TextField } from "@taxlearn/ui";
import { useState } from "react";
import { QueryView } from "../../../components/query-view";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { when } from "../admin-format";
import { ConsoleTable, RowActions, RowButton } from "../console-table";
import { choicesWithAll, SelectField } from "../content-form";
import { SearchForm } from "../search-form";
import { useConsoleList } from "../use-console-list";
import { LiveForm } from "./live-form";
import { LiveKeyPanel } from "./live-key-panel";
import { LIVE_TEXT } from "./lives.messages";

export const PHASE_LABELS: Record<AdminLivePhase, string> = {
  notStarted: LIVE_TEXT.upcoming,
  live: LIVE_TEXT.onAir,
  ended: LIVE_TEXT.ended,
  replay: LIVE_TEXT.replay,
};
const PHASES = choicesWithAll(PHASE_LABELS);
const PAGE_SIZE = 10;

type View = { kind: "list" } | { kind: "form"; live: AdminLiveData | null } | { kind: "key"; live: AdminLiveData };

/** /admin/lives (editor, admin): search live sessions, schedule and edit them, show and rotate their stream keys. */
export default function LivesSection() {
  const lives = useConsoleList({ keyword: "", phase: "" }, (api, { query, page }) =>
    api.call(adminLiveList, { ...query, page, pageSize: PAGE_SIZE }),
  );
  const [view, setView] = useState<View>({ kind: "list" });
  const back = () => {
    setView({ kind: "list" });
    lives.refresh();
  };
  if (view.kind === "form")
    return (
      <LiveForm
        live={view.live}
        onCancel={back}
        onSaved={(live, created) => {
          lives.refresh();
          setView(created ? { kind: "key", live } : { kind: "list" });
        }}
      />
    );
  if (view.kind === "key") return <LiveKeyPanel live={view.live} onBack={back} />;
  return (
    <div className={styles.stack}>
      <SearchForm
        onSearch={lives.search}
        newLabel={LIVE_TEXT.newLive}
        onNew={() => setView({ kind: "form", live: null })}
      >
        <TextField label={LIVE_TEXT.liveTitle} value={lives.draft.keyword} onChange={lives.set("keyword")} />
        <SelectField
          label={ADMIN_TEXT.status}
          value={lives.draft.phase}
          onChange={lives.set("phase")}
          options={PHASES}
        />
      </SearchForm>
      <QueryView query={lives.list}>
        {(data) => (
          <ConsoleTable
            heading={LIVE_TEXT.listCount(data.total)}
            caption={LIVE_TEXT.list}
            emptyText={LIVE_TEXT.none}
            columns={[
              { key: "id", title: "ID", cell: (live) => live.id },
              {
                key: "title",
                title: LIVE_TEXT.liveTitle,
                cell: (live) => (
                  <a className={styles.link} href={`/liveDetail?id=${live.id}`} target="_blank" rel="noreferrer">
                    {live.title}
                  </a>
                ),
              },
              { key: "lecturer", title: ADMIN_TEXT.speaker, cell: (live) => live.lecturerName },
              { key: "start", title: LIVE_TEXT.startsAt, cell: (live) => when(live.startTime) },
              { key: "phase", title: ADMIN_TEXT.status, cell: (live) => PHASE_LABELS[live.phase] },
              { key: "bookings", title: LIVE_TEXT.bookings, cell: (live) => live.bookings },
              {
                key: "watch",
                title: LIVE_TEXT.access,
                cell: (live) => (live.courseTitle ? LIVE_TEXT.buyersOfCourse(live.courseTitle) : ADMIN_TEXT.everyone),
              },
              {
                key: "action",
                title: ADMIN_TEXT.action,
                cell: (live) => (
                  <RowActions>
                    <RowButton onClick={() => setView({ kind: "form", live })}>{ADMIN_TEXT.edit}</RowButton>
                    <RowButton onClick={() => setView({ kind: "key", live })}>{LIVE_TEXT.streamInfo}</RowButton>
                  </RowActions>
                ),
              },
            ]}
            items={data.list}
            rowKey={(live) => String(live.id)}
            paging={{ total: data.total, page: lives.page, pageSize: PAGE_SIZE, onPageChange: lives.setPage }}
          />
        )}
      </QueryView>
    </div>
  );
}
