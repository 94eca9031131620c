import { type AdminHearingData, adminHearingList, adminHearingSave } from "@taxlearn/api/admin";
import { AdminTable, Button, Pagination, TextArea, TextField } from "@taxlearn/ui";
import { RichTextEditor } from "@taxlearn/ui/rich-text-editor";
import { useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { when } from "../admin-format";
import { FormFooter } from "../content-form";
import { SearchForm } from "../search-form";
import { useSaveForm } from "../use-save-form";
import { HEARING_TEXT } from "./hearings.messages";

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
        newLabel={HEARING_TEXT.newHearing}
        onNew={() => setEditing(draftOf(null))}
      >
        <TextField label={ADMIN_TEXT.title} value={keyword} onChange={setKeyword} />
      </SearchForm>
      <QueryView query={list}>
        {(data) => (
          <>
            <h2 className={styles.panelTitle}>{HEARING_TEXT.listCount(data.total)}</h2>
            <AdminTable
              caption={HEARING_TEXT.list}
              emptyText={HEARING_TEXT.none}
              columns={[
                { key: "title", title: ADMIN_TEXT.title },
                { key: "speaker", title: ADMIN_TEXT.speaker },
                { key: "heldAt", title: HEARING_TEXT.heldAt },
                { key: "action", title: ADMIN_TEXT.action },
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
                      {ADMIN_TEXT.edit}
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
  const heading = draft.id ? HEARING_TEXT.editHearing : HEARING_TEXT.newHearing;
  return (
    <form className={styles.panel} onSubmit={submit} aria-label={heading}>
      <h2 className={styles.panelTitle}>{heading}</h2>
      <div className={styles.filters}>
        <TextField label={ADMIN_TEXT.title} value={draft.title!} onChange={set("title")} required />
        <TextField label={ADMIN_TEXT.speaker} value={draft.speaker!} onChange={set("speaker")} required />
        <TextField
          label={HEARING_TEXT.heldAt}
          type="datetime-local"
          value={draft.heldAt!}
          onChange={set("heldAt")}
          required
        />
        <TextField label={HEARING_TEXT.coverUrl} value={draft.cover!} onChange={set("cover")} />
      </div>
      <TextArea label={ADMIN_TEXT.summary} value={draft.summary!} onChange={set("summary")} maxLength={200} />
      <RichTextEditor
        label={ADMIN_TEXT.body}
        initialHtml={draft.contentHtml!}
        onChange={set("contentHtml")}
        hint={HEARING_TEXT.sanitizeNote}
      />
      <FormFooter
        error={error}
        busy={busy}
        submitLabel={draft.id ? ADMIN_TEXT.save : ADMIN_TEXT.publish}
        onCancel={onDone}
      />
    </form>
  );
}
