import { type AdminLiveData, type AdminLivePhase, adminLiveList } from "@taxlearn/api/admin";
import { AdminTable, Button, Pagination, TextField } from "@taxlearn/ui";
import { useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import * as styles from "../admin.css";
import { when } from "../admin-format";
import { SelectField } from "../content-form";
import { SearchForm } from "../search-form";
import { LiveForm } from "./live-form";
import { LiveKeyPanel } from "./live-key-panel";

export const PHASE_LABELS: Record<AdminLivePhase, string> = {
  notStarted: "未开始",
  live: "直播中",
  ended: "已结束",
  replay: "回放",
};
const PHASES = [{ id: "", name: "全部" }, ...Object.entries(PHASE_LABELS).map(([id, name]) => ({ id, name }))];
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
        newLabel="新建直播"
        onNew={() => setView({ kind: "form", live: null })}
      >
        <TextField label="直播标题" value={keyword} onChange={setKeyword} />
        <SelectField label="状态" value={phase} onChange={setPhase} options={PHASES} />
      </SearchForm>
      <QueryView query={list}>
        {(data) => (
          <>
            <h2 className={styles.panelTitle}>直播场次（共 {data.total} 场）</h2>
            <AdminTable
              caption="直播场次"
              emptyText="没有符合条件的直播"
              columns={[
                { key: "id", title: "ID" },
                { key: "title", title: "直播标题" },
                { key: "lecturer", title: "主讲人" },
                { key: "start", title: "开播时间（北京）" },
                { key: "phase", title: "状态" },
                { key: "bookings", title: "预约" },
                { key: "watch", title: "观看权限" },
                { key: "action", title: "操作" },
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
                  watch: live.courseTitle ? `购课学员及VIP（${live.courseTitle}）` : "所有人",
                  action: (
                    <div className={styles.actions}>
                      <Button size="small" tone="secondary" onClick={() => setView({ kind: "form", live })}>
                        编辑
                      </Button>
                      <Button size="small" tone="secondary" onClick={() => setView({ kind: "key", live })}>
                        推流信息
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
