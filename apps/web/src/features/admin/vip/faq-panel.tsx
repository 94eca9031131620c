import { type AdminFaqData, adminFaqDelete, adminFaqList, adminFaqSave } from "@taxlearn/api/admin";
import { AdminTable, Button, TextArea, TextField, useMessageBox, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { FormFooter } from "../content-form";
import { useSaveForm } from "../use-save-form";
import { VIP_TEXT } from "./vip.messages";

type FaqDraft = { id?: string; question: string; answer: string; sort: string };

/** The questions and answers under the VIP products on /vip: add, edit, delete (plain text). */
export function FaqPanel() {
  const api = useApi();
  const toast = useToast();
  const messageBox = useMessageBox();
  const list = useApiQuery((client) => client.call(adminFaqList, {}), []);
  const [editing, setEditing] = useState<FaqDraft | null>(null);
  const edit = (faq: AdminFaqData | null) =>
    setEditing(
      faq
        ? { id: String(faq.id), question: faq.question, answer: faq.answer, sort: String(faq.sort) }
        : { question: "", answer: "", sort: "0" },
    );
  const remove = async (faq: AdminFaqData) => {
    const answer = await messageBox.confirm({
      title: VIP_TEXT.deleteFaq,
      message: VIP_TEXT.deleteFaqConfirm(faq.question),
    });
    if (answer.action !== "confirm") return;
    try {
      const result = await api.call(adminFaqDelete, { id: faq.id });
      result.success ? toast.success(result.msg) : toast.error(result.msg);
    } catch (failure) {
      toast.error(failureMessage(failure));
    }
    list.retry();
  };
  return (
    <section className={styles.panel} aria-label={VIP_TEXT.faqs}>
      <h2 className={styles.panelTitle}>{VIP_TEXT.faqsTitle}</h2>
      {editing ? (
        <FaqForm
          draft={editing}
          onDone={() => {
            setEditing(null);
            list.retry();
          }}
        />
      ) : (
        <div className={styles.actions}>
          <Button tone="secondary" onClick={() => edit(null)}>
            {VIP_TEXT.newFaq}
          </Button>
        </div>
      )}
      <QueryView query={list}>
        {(faqs) => (
          <AdminTable
            caption={VIP_TEXT.faqs}
            emptyText={VIP_TEXT.noFaqs}
            columns={[
              { key: "sort", title: ADMIN_TEXT.sortOrder },
              { key: "question", title: VIP_TEXT.question },
              { key: "action", title: ADMIN_TEXT.action },
            ]}
            rows={faqs.map((faq) => ({
              key: String(faq.id),
              cells: {
                sort: faq.sort,
                question: faq.question,
                action: (
                  <div className={styles.actions}>
                    <Button size="small" tone="secondary" onClick={() => edit(faq)}>
                      {ADMIN_TEXT.edit}
                    </Button>
                    <Button size="small" tone="secondary" onClick={() => remove(faq)}>
                      {ADMIN_TEXT.remove}
                    </Button>
                  </div>
                ),
              },
            }))}
          />
        )}
      </QueryView>
    </section>
  );
}

function FaqForm({ draft: initial, onDone }: { draft: FaqDraft; onDone: () => void }) {
  const api = useApi();
  const [draft, setDraft] = useState(initial);
  const set = (key: keyof FaqDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const { error, busy, submit } = useSaveForm(() => api.call(adminFaqSave, draft as never), onDone);
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
