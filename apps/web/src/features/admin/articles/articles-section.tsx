import {
  type AdminArticleData,
  adminArticleList,
  adminArticlePublish,
  adminArticleSave,
  adminContentOptions,
} from "@taxlearn/api/admin";
import { Button, TextArea, TextField } from "@taxlearn/ui";
import { RichTextEditor } from "@taxlearn/ui/rich-text-editor";
import { useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { when as formatWhen } from "../admin-format";
import { ConsoleTable, RowActions, RowButton } from "../console-table";
import { FormFooter, SelectField } from "../content-form";
import { SearchForm } from "../search-form";
import { useConsoleList, useEditing } from "../use-console-list";
import { useRowAction } from "../use-row-action";
import { useDraftForm } from "../use-save-form";
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
  const articles = useConsoleList({ keyword: "" }, (api, { query }) =>
    api.call(adminArticleList, { keyword: query.keyword, page: 1, pageSize: 50 }),
  );
  const { editing, edit, done } = useEditing<Draft>(articles.refresh);
  return (
    <div className={styles.stack}>
      {editing ? (
        <ArticleForm key={editing.id ?? "new"} draft={editing} onDone={done} />
      ) : (
        <SearchForm onSearch={articles.search} newLabel={ARTICLE_TEXT.newArticle} onNew={() => edit(draftOf(null))}>
          <TextField label={ADMIN_TEXT.title} value={articles.draft.keyword} onChange={articles.set("keyword")} />
        </SearchForm>
      )}
      <QueryView query={articles.list}>
        {(page) => (
          <ConsoleTable
            caption={ARTICLE_TEXT.list}
            emptyText={ARTICLE_TEXT.none}
            columns={[
              {
                key: "title",
                title: ADMIN_TEXT.title,
                cell: (a) =>
                  a.publishedArticleId ? (
                    <a className={styles.link} href={learnerLink(a)} target="_blank" rel="noreferrer">
                      {a.title}
                    </a>
                  ) : (
                    a.title
                  ),
              },
              {
                key: "kind",
                title: ADMIN_TEXT.kind,
                cell: (a) => (a.kind === "case" ? ARTICLE_TEXT.caseKind : ARTICLE_TEXT.policyKind),
              },
              { key: "doc", title: ARTICLE_TEXT.documentNo, cell: (a) => a.docNumber || "—" },
              { key: "status", title: ADMIN_TEXT.status, cell: statusOf },
              {
                key: "action",
                title: ADMIN_TEXT.action,
                cell: (a) =>
                  a.publishedArticleId ? null : (
                    <ArticleActions article={a} onEdit={() => edit(draftOf(a))} onChanged={articles.refresh} />
                  ),
              },
            ]}
            items={page.list}
            rowKey={(a) => String(a.id)}
          />
        )}
      </QueryView>
    </div>
  );
}

/** A draft's 编辑, 立即发布, 定时发布 at a chosen time, and 取消定时 of a scheduled one. */
function ArticleActions({
  article,
  onEdit,
  onChanged,
}: {
  article: AdminArticleData;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const action = useRowAction(onChanged);
  const [when, setWhen] = useState("");
  const publish = (publishAt: string) =>
    action.run((api) => api.call(adminArticlePublish, { id: article.id, publishAt }));
  return (
    <RowActions>
      <RowButton onClick={onEdit}>{ADMIN_TEXT.edit}</RowButton>
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
      <RowButton disabled={when === ""} onClick={() => publish(when)}>
        {ARTICLE_TEXT.schedule}
      </RowButton>
      {article.publishAt ? <RowButton onClick={() => publish("cancel")}>{ARTICLE_TEXT.unschedule}</RowButton> : null}
    </RowActions>
  );
}

const REGIONS = ARTICLE_TEXT.regions;

function ArticleForm({ draft: initial, onDone }: { draft: Draft; onDone: () => void }) {
  const options = useApiQuery((client) => client.call(adminContentOptions, {}), []);
  const { draft, set, setDraft, error, busy, submit } = useDraftForm(
    initial,
    (api, draft) => api.call(adminArticleSave, draft as never),
    onDone,
  );
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
