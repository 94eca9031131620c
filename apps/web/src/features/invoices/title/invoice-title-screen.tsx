import type { InvoiceTitleData } from "@taxlearn/api";
import { INVOICE_LIMITS } from "@taxlearn/core";
import { Button, EmptyState, InvoiceTitleCard, useMessageBox, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../invoices.css";
import { INVOICE_TEXT } from "../invoices.messages";
import { TitleForm } from "./title-form";
import { draftOf, EMPTY_DRAFT, type TitleDraft } from "./title-form.rules";

/** /center/invoice-title 发票抬头: the learner's titles; add, edit, delete, set the default. */
export default function InvoiceTitleScreen() {
  const api = useApi();
  const toast = useToast();
  const messageBox = useMessageBox();
  const titles = useApiQuery((client) => client.invoiceTitleList(), []);
  const [editing, setEditing] = useState<TitleDraft | null>(null);

  const act = async (work: () => Promise<{ success: boolean; msg: string }>) => {
    try {
      const result = await work();
      if (result.success) toast.success(result.msg);
      else toast.error(result.msg);
    } catch (error) {
      toast.error(failureMessage(error));
    }
    titles.retry();
  };

  const remove = async (title: InvoiceTitleData) => {
    const answer = await messageBox.confirm({
      title: INVOICE_TEXT.deleteTitle,
      message: INVOICE_TEXT.confirmDelete(title.name),
    });
    if (answer.action === "confirm") await act(() => api.invoiceTitleDelete({ id: title.id }));
  };

  const count = titles.status === "success" ? titles.data.length : 0;
  const full = count >= INVOICE_LIMITS.titlesPerLearner;
  return (
    <div className={styles.page}>
      <PageHeading title={INVOICE_TEXT.titleHeading} subtitle={INVOICE_TEXT.titleLead}>
        {editing === null ? (
          <div className={styles.toolbar}>
            <span className={styles.muted}>
              {count}/{INVOICE_LIMITS.titlesPerLearner}
            </span>
            <Button onClick={() => setEditing(EMPTY_DRAFT)} disabled={full || titles.status !== "success"}>
              {INVOICE_TEXT.addTitle}
            </Button>
          </div>
        ) : null}
      </PageHeading>
      {full && editing === null ? <p className={styles.muted}>{INVOICE_TEXT.titleLimitReached}</p> : null}
      {editing ? (
        <TitleForm
          key={editing.id ?? "new"}
          initial={editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            toast.success(INVOICE_TEXT.titleSaved);
            setEditing(null);
            titles.retry();
          }}
        />
      ) : null}
      <QueryView query={titles}>
        {(list) =>
          list.length === 0 ? (
            editing ? null : (
              <EmptyState
                title={INVOICE_TEXT.noTitles}
                description={INVOICE_TEXT.noTitlesHint}
                action={<Button onClick={() => setEditing(EMPTY_DRAFT)}>{INVOICE_TEXT.addTitle}</Button>}
              />
            )
          ) : (
            <div className={styles.list}>
              {list.map((title) => (
                <InvoiceTitleCard
                  key={title.id}
                  {...title}
                  actions={
                    <>
                      <Button size="small" tone="secondary" onClick={() => setEditing(draftOf(title))}>
                        {INVOICE_TEXT.edit}
                      </Button>
                      {title.isDefault ? null : (
                        <Button
                          size="small"
                          tone="text"
                          onClick={() => act(() => api.invoiceTitleSetDefault({ id: title.id }))}
                        >
                          {INVOICE_TEXT.setDefault}
                        </Button>
                      )}
                      <Button size="small" tone="danger" onClick={() => remove(title)}>
                        {INVOICE_TEXT.remove}
                      </Button>
                    </>
                  }
                />
              ))}
            </div>
          )
        }
      </QueryView>
    </div>
  );
}
