import { type AdminHearingData, adminHearingList, adminHearingSave } from "@taxlearn/api/admin";
import { TextArea, TextField } from "@taxlearn/ui";
import { RichTextEditor } from "@taxlearn/ui/rich-text-editor";
import { QueryView } from "../../../components/query-view";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { when } from "../admin-format";
import { ConsoleTable, RowButton } from "../console-table";
import { FormFooter } from "../content-form";
import { SearchForm } from "../search-form";
import { useConsoleList, useEditing } from "../use-console-list";
import { useDraftForm } from "../use-save-form";
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
  const hearings = useConsoleList({ keyword: "" }, (api, { query, page }) =>
    api.call(adminHearingList, { keyword: query.keyword, page, pageSize: PAGE_SIZE }),
  );
  const { editing, edit, done } = useEditing<Draft>(hearings.refresh);
  if (editing) return <HearingForm key={editing.id ?? "new"} draft={editing} onDone={done} />;
  return (
    <div className={styles.stack}>
      <SearchForm onSearch={hearings.search} newLabel={HEARING_TEXT.newHearing} onNew={() => edit(draftOf(null))}>
        <TextField label={ADMIN_TEXT.title} value={hearings.draft.keyword} onChange={hearings.set("keyword")} />
      </SearchForm>
      <QueryView query={hearings.list}>
        {(data) => (
          <ConsoleTable
            heading={HEARING_TEXT.listCount(data.total)}
            caption={HEARING_TEXT.list}
            emptyText={HEARING_TEXT.none}
            columns={[
              {
                key: "title",
                title: ADMIN_TEXT.title,
                cell: (h) => (
                  <a className={styles.link} href={`/hearing/Details?id=${h.id}`} target="_blank" rel="noreferrer">
                    {h.title}
                  </a>
                ),
              },
              { key: "speaker", title: ADMIN_TEXT.speaker, cell: (h) => h.speaker },
              { key: "heldAt", title: HEARING_TEXT.heldAt, cell: (h) => when(h.heldAt) },
              {
                key: "action",
                title: ADMIN_TEXT.action,
                cell: (h) => <RowButton onClick={() => edit(draftOf(h))}>{ADMIN_TEXT.edit}</RowButton>,
              },
            ]}
            items={data.list}
            rowKey={(h) => String(h.id)}
            paging={{ total: data.total, page: hearings.page, pageSize: PAGE_SIZE, onPageChange: hearings.setPage }}
          />
        )}
      </QueryView>
    </div>
  );
}

function HearingForm({ draft: initial, onDone }: { draft: Draft; onDone: () => void }) {
  const { draft, set, error, busy, submit } = useDraftForm(
    initial,
    (api, draft) => api.call(adminHearingSave, draft as never),
    onDone,
  );
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
