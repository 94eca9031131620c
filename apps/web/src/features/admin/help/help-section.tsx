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
import { when } from "../admin-format";
import { FormFooter, SelectField } from "../content-form";
import { SearchForm } from "../search-form";
import { useSaveForm } from "../use-save-form";

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
                newLabel="新建帮助文章"
                onNew={() => setEditing(draftOf(null, firstCategory))}
              >
                <SelectField
                  label="分类"
                  value={categoryId}
                  onChange={setCategoryId}
                  options={[{ id: "0", name: "全部分类" }, ...categories]}
                />
                <TextField label="标题" value={keyword} onChange={setKeyword} />
              </SearchForm>
              <h2 className={styles.panelTitle}>帮助文章（共 {articles.total} 篇）</h2>
              <AdminTable
                caption="帮助文章"
                emptyText="没有符合条件的帮助文章"
                columns={[
                  { key: "title", title: "标题" },
                  { key: "category", title: "分类" },
                  { key: "sort", title: "排序" },
                  { key: "status", title: "状态" },
                  { key: "updated", title: "更新时间" },
                  { key: "action", title: "操作" },
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
                    status: a.hidden ? "已隐藏" : a.hot ? "显示 · 热门" : "显示",
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
        编辑
      </Button>
      <Button size="small" tone="secondary" onClick={toggle}>
        {article.hidden ? "恢复显示" : "隐藏"}
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
  const heading = draft.id ? "编辑帮助文章" : "新建帮助文章";
  return (
    <form className={styles.panel} onSubmit={submit} aria-label={heading}>
      <h2 className={styles.panelTitle}>{heading}</h2>
      <div className={styles.filters}>
        <SelectField
          label="分类"
          value={draft.categoryId!}
          onChange={set("categoryId")}
          options={[{ id: "", name: "请选择" }, ...categories]}
        />
        <TextField label="标题" value={draft.title!} onChange={set("title")} required />
        <TextField label="排序（小的在前）" value={draft.sort!} onChange={set("sort")} inputMode="numeric" />
        <SelectField
          label="热门问题"
          value={draft.hot!}
          onChange={set("hot")}
          options={[
            { id: "0", name: "否" },
            { id: "1", name: "是（帮助中心首页显示）" },
          ]}
        />
      </div>
      <RichTextEditor
        label="正文"
        initialHtml={draft.contentHtml!}
        onChange={set("contentHtml")}
        hint="保存时按站点规则清理：脚本、事件属性和不安全链接会被删除；保存后帮助中心立即显示"
      />
      <FormFooter error={error} busy={busy} submitLabel={draft.id ? "保存" : "发布"} onCancel={onDone} />
    </form>
  );
}
