import {
  type AdminHelpArticleData,
  type AdminNamedOption,
  adminHelpList,
  adminHelpSave,
  adminHelpVisibility,
} from "@taxlearn/api/admin";
import { AdminTable, Button, Pagination, TextField, useToast } from "@taxlearn/ui";
import { RichTextEditor } from "@taxlearn/ui/rich-text-editor";
import { useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { when } from "../admin-format";
import { FormFooter, SelectField } from "../content-form";
import { SearchForm } from "../search-form";
import { useSaveForm } from "../use-save-form";
import { HELP_TEXT } from "./help.messages";

type Draft = Record<string, string>;
type Category = typeof AdminNamedOption.Type;
const PAGE_SIZE = 20;

const draftOf = (article: AdminHelpArticleData | null, categoryId: string): Draft => ({
  ...(article ? { id: String(article.id) } : {}),
  categoryId: article ? String(article.categoryId) : categoryId,
  title: article?.title ?? "",
  contentHtml: article?.contentHtml ?? "",
  sort: String(article?.sort ?? 0),
  hot: article?.hot ? "1" : "0",
});

/** /admin/help (support, admin): the help centre's articles by category: write, edit, hide and show again. */
export default function HelpSection() {
  const [keyword, setKeyword] = useState("");
  const [categoryId, setCategoryId] = useState("0");
  const [query, setQuery] = useState({ keyword: "", categoryId: "0" });
  const [page, setPage] = useState(1);
  const list = useApiQuery(
    (api) =>
      api.call(adminHelpList, {
        keyword: query.keyword,
        categoryId: Number(query.categoryId),
        page,
        pageSize: PAGE_SIZE,
      }),
    [query.keyword, query.categoryId, page],
  );
  const [editing, setEditing] = useState<Draft | null>(null);
  const done = () => {
    setEditing(null);
    list.retry();
  };
  return (
    <div className={styles.stack}>
      <QueryView query={list}>
        {({ categories, articles }) => {
          const firstCategory = query.categoryId !== "0" ? query.categoryId : String(categories[0]?.id ?? "");
          return editing ? (
            <HelpForm key={editing.id ?? "new"} draft={editing} categories={categories} onDone={done} />
          ) : (
            <>
              <SearchForm
                onSearch={() => {
                  setPage(1);
                  setQuery({ keyword: keyword.trim(), categoryId });
                }}
                newLabel={HELP_TEXT.newArticle}
                onNew={() => setEditing(draftOf(null, firstCategory))}
              >
                <SelectField
                  label={ADMIN_TEXT.category}
                  value={categoryId}
                  onChange={setCategoryId}
                  options={[{ id: "0", name: HELP_TEXT.allCategories }, ...categories]}
                />
                <TextField label={ADMIN_TEXT.title} value={keyword} onChange={setKeyword} />
              </SearchForm>
              <h2 className={styles.panelTitle}>{HELP_TEXT.listCount(articles.total)}</h2>
              <AdminTable
                caption={HELP_TEXT.list}
                emptyText={HELP_TEXT.none}
                columns={[
                  { key: "title", title: ADMIN_TEXT.title },
                  { key: "category", title: ADMIN_TEXT.category },
                  { key: "sort", title: ADMIN_TEXT.sortOrder },
                  { key: "status", title: ADMIN_TEXT.status },
                  { key: "updated", title: HELP_TEXT.updatedAt },
                  { key: "action", title: ADMIN_TEXT.action },
                ]}
                rows={articles.list.map((a) => ({
                  key: String(a.id),
                  cells: {
                    title: a.hidden ? (
                      a.title
                    ) : (
                      <a className={styles.link} href={`/problem/detail?id=${a.id}`} target="_blank" rel="noreferrer">
                        {a.title}
                      </a>
                    ),
                    category: a.categoryName,
                    sort: a.sort,
                    status: a.hidden ? HELP_TEXT.hidden : a.hot ? HELP_TEXT.shownHot : HELP_TEXT.shown,
                    updated: when(a.updatedAt),
                    action: (
                      <HelpActions
                        article={a}
                        onEdit={() => setEditing(draftOf(a, firstCategory))}
                        onChanged={list.retry}
                      />
                    ),
                  },
                }))}
              />
              <Pagination total={articles.total} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
            </>
          );
        }}
      </QueryView>
    </div>
  );
}

function HelpActions({
  article,
  onEdit,
  onChanged,
}: {
  article: AdminHelpArticleData;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const api = useApi();
  const toast = useToast();
  const toggle = async () => {
    try {
      const result = await api.call(adminHelpVisibility, { id: article.id, hidden: article.hidden ? 0 : 1 });
      if (result.success) {
        toast.success(result.msg);
        onChanged();
      } else toast.error(result.msg);
    } catch (failure) {
      toast.error(failureMessage(failure));
    }
  };
  return (
    <div className={styles.actions}>
      <Button size="small" tone="secondary" onClick={onEdit}>
        {ADMIN_TEXT.edit}
      </Button>
      <Button size="small" tone="secondary" onClick={toggle}>
        {article.hidden ? HELP_TEXT.unhide : HELP_TEXT.hide}
      </Button>
    </div>
  );
}

function HelpForm({
  draft: initial,
  categories,
  onDone,
}: {
  draft: Draft;
  categories: ReadonlyArray<Category>;
  onDone: () => void;
}) {
  const api = useApi();
  const [draft, setDraft] = useState(initial);
  const set = (key: string) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const { error, busy, submit } = useSaveForm(() => api.call(adminHelpSave, draft as never), onDone);
  const heading = draft.id ? HELP_TEXT.editArticle : HELP_TEXT.newArticle;
  return (
    <form className={styles.panel} onSubmit={submit} aria-label={heading}>
      <h2 className={styles.panelTitle}>{heading}</h2>
      <div className={styles.filters}>
        <SelectField
          label={ADMIN_TEXT.category}
          value={draft.categoryId!}
          onChange={set("categoryId")}
          options={[{ id: "", name: ADMIN_TEXT.choose }, ...categories]}
        />
        <TextField label={ADMIN_TEXT.title} value={draft.title!} onChange={set("title")} required />
        <TextField label={HELP_TEXT.sortHint} value={draft.sort!} onChange={set("sort")} inputMode="numeric" />
        <SelectField
          label={HELP_TEXT.hot}
          value={draft.hot!}
          onChange={set("hot")}
          options={[
            { id: "0", name: ADMIN_TEXT.no },
            { id: "1", name: HELP_TEXT.hotOnHome },
          ]}
        />
      </div>
      <RichTextEditor
        label={ADMIN_TEXT.body}
        initialHtml={draft.contentHtml!}
        onChange={set("contentHtml")}
        hint={HELP_TEXT.sanitizeNote}
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
