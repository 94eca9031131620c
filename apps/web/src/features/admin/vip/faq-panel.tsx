import { type AdminFaqData, adminFaqDelete, adminFaqList, adminFaqSave } from "@taxlearn/api/admin";
import { Button, TextArea, TextField } from "@taxlearn/ui";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { ConsoleTable, RowActions, RowButton } from "../console-table";
import { FormFooter } from "../content-form";
import { useEditing } from "../use-console-list";
import { useRowAction } from "../use-row-action";
import { useDraftForm } from "../use-save-form";
import { VIP_TEXT } from "./vip.messages";

type FaqDraft = { id?: string; question: string; answer: string; sort: string };

/** The questions and answers under the VIP products on /vip: add, edit, delete (plain text). */
export function FaqPanel() {
  const list = useApiQuery((client) => client.call(adminFaqList, {}), []);
  const { editing, edit, done } = useEditing<FaqDraft>(list.retry);
  const action = useRowAction(list.retry);
  const draftOf = (faq: AdminFaqData | null): FaqDraft =>
    faq
      ? { id: String(faq.id), question: faq.question, answer: faq.answer, sort: String(faq.sort) }
      : { question: "", answer: "", sort: "0" };
  const remove = (faq: AdminFaqData) =>
    action.run((api) => api.call(adminFaqDelete, { id: faq.id }), {
      confirm: { title: VIP_TEXT.deleteFaq, message: VIP_TEXT.deleteFaqConfirm(faq.question) },
    });
  return (
    <section className={styles.panel} aria-label={VIP_TEXT.faqs}>
      <h2 className={styles.panelTitle}>{VIP_TEXT.faqsTitle}</h2>
      {editing ? (
        <FaqForm draft={editing} onDone={done} />
      ) : (
        <div className={styles.actions}>
          <Button tone="secondary" onClick={() => edit(draftOf(null))}>
            {VIP_TEXT.newFaq}
          </Button>
        </div>
      )}
      <QueryView query={list}>
        {(faqs) => (
          <ConsoleTable
            caption={VIP_TEXT.faqs}
            emptyText={VIP_TEXT.noFaqs}
            columns={[
              { key: "sort", title: ADMIN_TEXT.sortOrder, cell: (faq) => faq.sort },
              { key: "question", title: VIP_TEXT.question, cell: (faq) => faq.question },
              {
                key: "action",
                title: ADMIN_TEXT.action,
                cell: (faq) => (
                  <RowActions>
                    <RowButton onClick={() => edit(draftOf(faq))}>{ADMIN_TEXT.edit}</RowButton>
                    <RowButton onClick={() => remove(faq)}>{ADMIN_TEXT.remove}</RowButton>
                  </RowActions>
                ),
              },
            ]}
            items={faqs}
            rowKey={(faq) => String(faq.id)}
          />
        )}
      </QueryView>
    </section>
  );
}

function FaqForm({ draft: initial, onDone }: { draft: FaqDraft; onDone: () => void }) {
  const { draft, set, error, busy, submit } = useDraftForm(
    initial,
    (api, draft) => api.call(adminFaqSave, draft as never),
    onDone,
  );
  const heading = draft.id ? VIP_TEXT.editFaq : VIP_TEXT.newFaq;
  return (
    <form className={styles.stack} onSubmit={submit} aria-label={heading}>
      <div className={styles.filters}>
        <TextField
          label={VIP_TEXT.question}
          value={draft.question}
          onChange={set("question")}
          maxLength={100}
          required
        />
        <TextField label={ADMIN_TEXT.sortOrder} value={draft.sort} onChange={set("sort")} inputMode="numeric" />
      </div>
      <TextArea label={VIP_TEXT.answer} value={draft.answer} onChange={set("answer")} maxLength={1000} />
      <FormFooter error={error} busy={busy} submitLabel={VIP_TEXT.saveFaq} onCancel={onDone} />
    </form>
  );
}
