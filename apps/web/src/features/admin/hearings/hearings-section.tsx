import { type AdminHearingData, adminHearingList, adminHearingSave } from "@taxlearn/api/admin";
import { AdminTable, Button, Pagination, TextArea, TextField } from "@taxlearn/ui";
import { RichTextEditor } from "@taxlearn/ui/rich-text-editor";
import { useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import * as styles from "../admin.css";
import { when } from "../admin-format";
import { FormFooter } from "../content-form";
import { SearchForm } from "../search-form";
import { useSaveForm } from "../use-save-form";

type Draft = Record<string, string>;
const PAGE_SIZE = 10;

/** An instant as the datetime-local value of its Beijing wall time. */
const beijingInput = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16) : "";

const draftOf = (hearing: AdminHearingData | null): Draft => ({
  ...(hearing ? { id: String(hearing.id) } : {}),
  title: hearing?.title ?? "",
  speaker: hearing?.speaker ?? "",
  cover: hearing?.cover ?? "",
  summary: hearing?.summary ?? "",
  contentHtml: hearing?.contentHtml ?? "",
  heldAt: beijingInput(hearing?.heldAt ?? null),
});

/** /admin/hearings (editor, admin): the policy hearings of /hearing: write and edit them. */
export default function HearingsSection() {
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(1);
  const list = useApiQuery(
    (api) => api.call(adminHearingList, { keyword: query, page, pageSize: PAGE_SIZE }),
    [query, page],
  );
  const [editing, setEditing] = useState<Draft | null>(null);
  const done = () => {
    setEditing(null);
    list.retry();
  };
  if (editing) return <HearingForm key={editing.id ?? "new"} draft={editing} onDone={done} />;
  return (
    <div className={styles.stack}>
      <SearchForm
        onSearch={() => {
          setPage(1);
          setQuery(keyword.trim());
        }}
        newLabel="新建听证会"
        onNew={() => setEditing(draftOf(null))}
      >
        <TextField label="标题" value={keyword} onChange={setKeyword} />
      </SearchForm>
      <QueryView query={list}>
        {(data) => (
          <>
            <h2 className={styles.panelTitle}>政策听证（共 {data.total} 场）</h2>
            <AdminTable
              caption="政策听证"
              emptyText="没有符合条件的听证会"
              columns={[
                { key: "title", title: "标题" },
                { key: "speaker", title: "主讲人" },
                { key: "heldAt", title: "举行时间（北京）" },
                { key: "action", title: "操作" },
              ]}
              rows={data.list.map((h) => ({
                key: String(h.id),
                cells: {
                  title: (
                    <a className={styles.link} href={`/hearing/Details?id=${h.id}`} target="_blank" rel="noreferrer">
                      {h.title}
                    </a>
                  ),
                  speaker: h.speaker,
                  heldAt: when(h.heldAt),
                  action: (
                    <Button size="small" tone="secondary" onClick={() => setEditing(draftOf(h))}>
                      编辑
                    </Button>
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

function HearingForm({ draft: initial, onDone }: { draft: Draft; onDone: () => void }) {
  const api = useApi();
  const [draft, setDraft] = useState(initial);
  const set = (key: string) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const { error, busy, submit } = useSaveForm(() => api.call(adminHearingSave, draft as never), onDone);
  const heading = draft.id ? "编辑听证会" : "新建听证会";
  return (
    <form className={styles.panel} onSubmit={submit} aria-label={heading}>
      <h2 className={styles.panelTitle}>{heading}</h2>
      <div className={styles.filters}>
        <TextField label="标题" value={draft.title!} onChange={set("title")} required />
        <TextField label="主讲人" value={draft.speaker!} onChange={set("speaker")} required />
        <TextField
          label="举行时间（北京）"
          type="datetime-local"
          value={draft.heldAt!}
          onChange={set("heldAt")}
          required
        />
        <TextField label="封面图片地址（可留空）" value={draft.cover!} onChange={set("cover")} />
      </div>
      <TextArea label="摘要" value={draft.summary!} onChange={set("summary")} maxLength={200} />
      <RichTextEditor
        label="正文"
        initialHtml={draft.contentHtml!}
        onChange={set("contentHtml")}
        hint="保存时按站点规则清理：脚本、事件属性和不安全链接会被删除；保存后 /hearing 立即显示"
      />
      <FormFooter error={error} busy={busy} submitLabel={draft.id ? "保存" : "发布"} onCancel={onDone} />
    </form>
  );
}
