import { type AdminFaqData, adminFaqDelete, adminFaqList, adminFaqSave } from "@taxlearn/api/admin";
import { AdminTable, Button, TextArea, TextField, useMessageBox, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { FormFooter } from "../content-form";
import { useSaveForm } from "../use-save-form";

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
    const answer = await messageBox.confirm({ title: "删除问题", message: `删除「${faq.question}」？` });
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
    <section className={styles.panel} aria-label="常见问题">
      <h2 className={styles.panelTitle}>常见问题（/vip 页底部）</h2>
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
            新建问题
          </Button>
        </div>
      )}
      <QueryView query={list}>
        {(faqs) => (
          <AdminTable
            caption="常见问题"
            emptyText="还没有常见问题"
            columns={[
              { key: "sort", title: "排序" },
              { key: "question", title: "问题" },
              { key: "action", title: "操作" },
            ]}
            rows={faqs.map((faq) => ({
              key: String(faq.id),
              cells: {
                sort: faq.sort,
                question: faq.question,
                action: (
                  <div className={styles.actions}>
                    <Button size="small" tone="secondary" onClick={() => edit(faq)}>
                      编辑
                    </Button>
                    <Button size="small" tone="secondary" onClick={() => remove(faq)}>
                      删除
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
  const heading = draft.id ? "编辑问题" : "新建问题";
  return (
    <form className={styles.stack} onSubmit={submit} aria-label={heading}>
      <div className={styles.filters}>
        <TextField label="问题" value={draft.question} onChange={set("question")} maxLength={100} required />
        <TextField label="排序" value={draft.sort} onChange={set("sort")} inputMode="numeric" />
      </div>
      <TextArea label="回答" value={draft.answer} onChange={set("answer")} maxLength={1000} />
      <FormFooter error={error} busy={busy} submitLabel="保存问题" onCancel={onDone} />
    </form>
  );
}
