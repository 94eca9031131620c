import {
  type AdminHelpArticleData,
  type AdminNamedOption,
  adminHelpList,
  adminHelpSave,
  adminHelpVisibility,
} from "@taxlearn/api/admin";
import { TextField } from "@taxlearn/ui";
import { RichTextEditor } from "@taxlearn/ui/rich-text-editor";
import { QueryView } from "../../../components/query-view";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { when } from "../admin-format";
import { ConsoleTable, RowActions, RowButton } from "../console-table";
import { FormFooter, SelectField } from "../content-form";
import { SearchForm } from "../search-form";
import { useConsoleList, useEditing } from "../use-console-list";
import { useRowAction } from "../use-row-action";
import { useDraftForm } from "../use-save-form";
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
  const help = useConsoleList({ keyword: "", categoryId: "0" }, (api, { query, page }) =>
    api.call(adminHelpList, {
      keyword: query.keyword,
      categoryId: Number(query.categoryId),
      page,
      pageSize: PAGE_SIZE,
    }),
  );
  const { editing, edit, done } = useEditing<Draft>(help.refresh);
  const action = useRowAction(help.refresh);
  const toggle = (article: AdminHelpArticleData) =>
    action.run((api) => api.call(adminHelpVisibility, { id: article.id, hidden: article.hidden ? 0 : 1 }));
  return (
    <div className={styles.stack}>
      <QueryView query={help.list}>
        {({ categories, articles }) => {
          const firstCategory = help.query.categoryId !== "0" ? help.query.categoryId : String(categories[0]?.id ?? "");
          return editing ? (
            <HelpForm key={editing.id ?? "new"} draft={editing} categories={categories} onDone={done} />
          ) : (
            <>
              <SearchForm
                onSearch={help.search}
                newLabel={HELP_TEXT.newArticle}
                onNew={() => edit(draftOf(null, firstCategory))}
              >
                <SelectField
                  label={ADMIN_TEXT.category}
                  value={help.draft.categoryId}
                  onChange={help.set("categoryId")}
                  options={[{ id: "0", name: HELP_TEXT.allCategories }, ...categories]}
                />
                <TextField label={ADMIN_TEXT.title} value={help.draft.keyword} onChange={help.set("keyword")} />
              </SearchForm>
              <ConsoleTable
                heading={HELP_TEXT.listCount(articles.total)}
                caption={HELP_TEXT.list}
                emptyText={HELP_TEXT.none}
                columns={[
                  {
                    key: "title",
                    title: ADMIN_TEXT.title,
                    cell: (a) =>
                      a.hidden ? (
                        a.title
                      ) : (
                        <a className={styles.link} href={`/problem/detail?id=${a.id}`} target="_blank" rel="noreferrer">
                          {a.title}
                        </a>
                      ),
                  },
                  { key: "category", title: ADMIN_TEXT.category, cell: (a) => a.categoryName },
                  { key: "sort", title: ADMIN_TEXT.sortOrder, cell: (a) => a.sort },
                  {
                    key: "status",
                    title: ADMIN_TEXT.status,
                    cell: (a) => (a.hidden ? HELP_TEXT.hidden : a.hot ? HELP_TEXT.shownHot : HELP_TEXT.shown),
                  },
                  { key: "updated", title: HELP_TEXT.updatedAt, cell: (a) => when(a.updatedAt) },
                  {
                    key: "action",
                    title: ADMIN_TEXT.action,
                    cell: (a) => (
                      <RowActions>
                        <RowButton onClick={() => edit(draftOf(a, firstCategory))}>{ADMIN_TEXT.edit}</RowButton>
                        <RowButton onClick={() => toggle(a)}>{a.hidden ? HELP_TEXT.unhide : HELP_TEXT.hide}</RowButton>
                      </RowActions>
                    ),
                  },
                ]}
                items={articles.list}
                rowKey={(a) => String(a.id)}
                paging={{ total: articles.total, page: help.page, pageSize: PAGE_SIZE, onPageChange: help.setPage }}
              />
            </>
          );
        }}
      </QueryView>
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
  const { draft, set, error, busy, submit } = useDraftForm(
    initial,
    (api, draft) => api.call(adminHelpSave, draft as never),
    onDone,
  );
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
