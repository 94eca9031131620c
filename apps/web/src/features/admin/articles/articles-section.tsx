import {
  type AdminArticleData,
  adminArticleList,
  adminArticlePublish,
  adminArticleSave,
  adminContentOptions,
} from "@taxlearn/api/admin";
import { AdminTable, Button, TextArea, TextField, useToast } from "@taxlearn/ui";
import { RichTextEditor } from "@taxlearn/ui/rich-text-editor";
import { useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { when as formatWhen } from "../admin-format";
import { FormFooter, SelectField } from "../content-form";
import { SearchForm } from "../search-form";
import { useSaveForm } from "../use-save-form";
import { ARTICLE_TEXT } from "./articles.messages";

type Draft = Record<string, string>;

const draftOf = (article: AdminArticleData | null): Draft => ({
  ...(article ? { id: String(article.id) } : {}),
  kind: article?.kind ?? "policy",
  type: String(article?.type ?? 4),
  title: article?.title ?? "",
  summary: article?.summary ?? "",
  contentHtml: article?.contentHtml ?? "",
  source: article?.source ?? "",
  docNumber: article?.docNumber ?? "",
  region: article?.region ?? ARTICLE_TEXT.nationwide,
  issuedOn: article?.issuedOn ?? "",
  effectiveFrom: article?.effectiveFrom ?? "",
  tags: (article?.tags ?? []).join(","),
  topicId: String(article?.topicId ?? ""),
});

const learnerLink = (a: AdminArticleData) =>
  a.kind === "case" ? `/casebook/details?id=${a.publishedArticleId}` : `/policy/details?id=${a.publishedArticleId}`;

const statusOf = (a: AdminArticleData) =>
  a.publishedArticleId
    ? ARTICLE_TEXT.published
    : a.publishAt
      ? ARTICLE_TEXT.scheduledFor(formatWhen(a.publishAt))
      : ARTICLE_TEXT.draft;

/** /admin/articles (editor, admin): policies and cases written with the rich-text editor, published now or later. */
export default function ArticlesSection() {
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState("");
  const list = useApiQuery((api) => api.call(adminArticleList, { keyword: query, page: 1, pageSize: 50 }), [query]);
  const [editing, setEditing] = useState<Draft | null>(null);
  const done = () => {
    setEditing(null);
    list.retry();
  };
  return (
    <div className={styles.stack}>
      {editing ? (
        <ArticleForm key={editing.id ?? "new"} draft={editing} onDone={done} />
      ) : (
        <SearchForm
          onSearch={() => setQuery(keyword.trim())}
          newLabel={ARTICLE_TEXT.newArticle}
          onNew={() => setEditing(draftOf(null))}
        >
          <TextField label={ADMIN_TEXT.title} value={keyword} onChange={setKeyword} />
        </SearchForm>
      )}
      <QueryView query={list}>
        {(page) => (
          <AdminTable
            caption={ARTICLE_TEXT.list}
            emptyText={ARTICLE_TEXT.none}
            columns={[
              { key: "title", title: ADMIN_TEXT.title },
              { key: "kind", title: ADMIN_TEXT.kind },
              { key: "doc", title: ARTICLE_TEXT.documentNo },
              { key: "status", title: ADMIN_TEXT.status },
              { key: "action", title: ADMIN_TEXT.action },
            ]}
            rows={page.list.map((a) => ({
              key: String(a.id),
              cells: {
                title: a.publishedArticleId ? (
                  <a className={styles.link} href={learnerLink(a)} target="_blank" rel="noreferrer">
                    {a.title}
                  </a>
                ) : (
                  a.title
                ),
                kind: a.kind === "case" ? ARTICLE_TEXT.caseKind : ARTICLE_TEXT.policyKind,
                doc: a.docNumber || "—",
                status: statusOf(a),
                action: a.publishedArticleId ? null : (
                  <ArticleActions article={a} onEdit={() => setEditing(draftOf(a))} onChanged={list.retry} />
                ),
              },
            }))}
          />
        )}
      </QueryView>
    </div>
  );
}

function ArticleActions({
  article,
  onEdit,
  onChanged,
}: {
  article: AdminArticleData;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const api = useApi();
  const toast = useToast();
  const [when, setWhen] = useState("");
  const publish = async (publishAt: string) => {
    try {
      const result = await api.call(adminArticlePublish, { id: article.id, publishAt });
      if (result.success) {
        toast.success(result.msg);
        onChanged();
      } else toast.error(result.msg);
    } catch (error) {
      toast.error(failureMessage(error));
    }
  };
  return (
    <div className={styles.actions}>
      <Button size="small" tone="secondary" onClick={onEdit}>
        {ADMIN_TEXT.edit}
      </Button>
      <Button size="small" onClick={() => publish("")}>
        {ARTICLE_TEXT.publishNow}
      </Button>
      <label className={styles.field}>
        <span className={styles.label}>{ARTICLE_TEXT.scheduleAt}</span>
        <input
          className={styles.cellInput}
          type="datetime-local"
          value={when}
          onChange={(e) => setWhen(e.target.value)}
        />
      </label>
      <Button size="small" tone="secondary" disabled={when === ""} onClick={() => publish(when)}>
        {ARTICLE_TEXT.schedule}
      </Button>
      {article.publishAt ? (
        <Button size="small" tone="secondary" onClick={() => publish("cancel")}>
          {ARTICLE_TEXT.unschedule}
        </Button>
      ) : null}
    </div>
  );
}

const REGIONS = ARTICLE_TEXT.regions;

function ArticleForm({ draft: initial, onDone }: { draft: Draft; onDone: () => void }) {
  const api = useApi();
  const options = useApiQuery((client) => client.call(adminContentOptions, {}), []);
  const [draft, setDraft] = useState(initial);
  const set = (key: string) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const { error, busy, submit } = useSaveForm(() => api.call(adminArticleSave, draft as never), onDone);
  const policy = draft.kind === "policy";
  const heading = draft.id ? ARTICLE_TEXT.editArticle : ARTICLE_TEXT.newArticle;
  return (
    <QueryView query={options}>
      {({ courseCategories, policyTypes, caseTypes }) => (
        <form className={styles.panel} onSubmit={submit} aria-label={heading}>
          <h2 className={styles.panelTitle}>{heading}</h2>
          <div className={styles.filters}>
            <SelectField
              label={ADMIN_TEXT.kind}
              value={draft.kind!}
              onChange={(kind) => setDraft((d) => ({ ...d, kind, type: kind === "case" ? "25" : "4" }))}
              options={[
                { id: "policy", name: ARTICLE_TEXT.policyKind },
                { id: "case", name: ARTICLE_TEXT.caseKind },
              ]}
            />
            <SelectField
              label={policy ? ARTICLE_TEXT.policyType : ARTICLE_TEXT.caseType}
              value={draft.type!}
              onChange={set("type")}
              options={policy ? policyTypes : caseTypes}
            />
            <SelectField
              label={ARTICLE_TEXT.theme}
              value={draft.topicId!}
              onChange={set("topicId")}
              options={[{ id: "", name: ADMIN_TEXT.choose }, ...courseCategories]}
            />
            <TextField label={ADMIN_TEXT.title} value={draft.title!} onChange={set("title")} required />
            <TextField label={ARTICLE_TEXT.documentNo} value={draft.docNumber!} onChange={set("docNumber")} />
            <TextField label={ARTICLE_TEXT.issuer} value={draft.source!} onChange={set("source")} required={policy} />
            <SelectField
              label={ARTICLE_TEXT.region}
              value={draft.region!}
              onChange={set("region")}
              options={REGIONS.map((r) => ({ id: r, name: r }))}
            />
            <TextField
              label={ARTICLE_TEXT.publishedOn}
              type="date"
              value={draft.issuedOn!}
              onChange={set("issuedOn")}
            />
            <TextField
              label={ARTICLE_TEXT.effectiveOn}
              type="date"
              value={draft.effectiveFrom!}
              onChange={set("effectiveFrom")}
            />
            <TextField label={ARTICLE_TEXT.tags} value={draft.tags!} onChange={set("tags")} />
          </div>
          <TextArea label={ADMIN_TEXT.summary} value={draft.summary!} onChange={set("summary")} maxLength={300} />
          <RichTextEditor
            label={ADMIN_TEXT.body}
            initialHtml={draft.contentHtml!}
            onChange={set("contentHtml")}
            hint={ADMIN_TEXT.sanitizeNote}
          />
          <FormFooter error={error} busy={busy} submitLabel={ADMIN_TEXT.saveDraft} onCancel={onDone} />
        </form>
      )}
    </QueryView>
  );
}
