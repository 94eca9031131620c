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
import { when as formatWhen } from "../admin-format";
import { FormFooter, SelectField } from "../content-form";
import { SearchForm } from "../search-form";
import { useSaveForm } from "../use-save-form";

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
  region: article?.region ?? "全国",
  issuedOn: article?.issuedOn ?? "",
  effectiveFrom: article?.effectiveFrom ?? "",
  tags: (article?.tags ?? []).join(","),
  topicId: String(article?.topicId ?? ""),
});

const learnerLink = (a: AdminArticleData) =>
  a.kind === "case" ? `/casebook/details?id=${a.publishedArticleId}` : `/policy/details?id=${a.publishedArticleId}`;

const statusOf = (a: AdminArticleData) =>
  a.publishedArticleId ? "已发布" : a.publishAt ? `定时 ${formatWhen(a.publishAt)}` : "草稿";

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
          newLabel="新建文章"
          onNew={() => setEditing(draftOf(null))}
        >
          <TextField label="标题" value={keyword} onChange={setKeyword} />
        </SearchForm>
      )}
      <QueryView query={list}>
        {(page) => (
          <AdminTable
            caption="政策与案例"
            emptyText="还没有文章"
            columns={[
              { key: "title", title: "标题" },
              { key: "kind", title: "类别" },
              { key: "doc", title: "文号" },
              { key: "status", title: "状态" },
              { key: "action", title: "操作" },
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
                kind: a.kind === "case" ? "案例" : "政策",
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
        编辑
      </Button>
      <Button size="small" onClick={() => publish("")}>
        立即发布
      </Button>
      <label className={styles.field}>
        <span className={styles.label}>定时发布（北京时间）</span>
        <input
          className={styles.cellInput}
          type="datetime-local"
          value={when}
          onChange={(e) => setWhen(e.target.value)}
        />
      </label>
      <Button size="small" tone="secondary" disabled={when === ""} onClick={() => publish(when)}>
        定时发布
      </Button>
      {article.publishAt ? (
        <Button size="small" tone="secondary" onClick={() => publish("cancel")}>
          取消定时
        </Button>
      ) : null}
    </div>
  );
}

const REGIONS = ["全国", "北京市", "上海市", "浙江省", "江苏省", "广东省", "深圳市", "山东省", "四川省"];

function ArticleForm({ draft: initial, onDone }: { draft: Draft; onDone: () => void }) {
  const api = useApi();
  const options = useApiQuery((client) => client.call(adminContentOptions, {}), []);
  const [draft, setDraft] = useState(initial);
  const set = (key: string) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const { error, busy, submit } = useSaveForm(() => api.call(adminArticleSave, draft as never), onDone);
  const policy = draft.kind === "policy";
  const heading = draft.id ? "编辑文章" : "新建文章";
  return (
    <QueryView query={options}>
      {({ courseCategories, policyTypes, caseTypes }) => (
        <form className={styles.panel} onSubmit={submit} aria-label={heading}>
          <h2 className={styles.panelTitle}>{heading}</h2>
          <div className={styles.filters}>
            <SelectField
              label="类别"
              value={draft.kind!}
              onChange={(kind) => setDraft((d) => ({ ...d, kind, type: kind === "case" ? "25" : "4" }))}
              options={[
                { id: "policy", name: "政策" },
                { id: "case", name: "案例" },
              ]}
            />
            <SelectField
              label={policy ? "政策类型" : "案例类型"}
              value={draft.type!}
              onChange={set("type")}
              options={policy ? policyTypes : caseTypes}
            />
            <SelectField
              label="所属专题"
              value={draft.topicId!}
              onChange={set("topicId")}
              options={[{ id: "", name: "请选择" }, ...courseCategories]}
            />
            <TextField label="标题" value={draft.title!} onChange={set("title")} required />
            <TextField label="文号" value={draft.docNumber!} onChange={set("docNumber")} />
            <TextField label="发文机关" value={draft.source!} onChange={set("source")} required={policy} />
            <SelectField
              label="地区"
              value={draft.region!}
              onChange={set("region")}
              options={REGIONS.map((r) => ({ id: r, name: r }))}
            />
            <TextField label="发布日期" type="date" value={draft.issuedOn!} onChange={set("issuedOn")} />
            <TextField label="施行日期" type="date" value={draft.effectiveFrom!} onChange={set("effectiveFrom")} />
            <TextField label="标签（逗号分隔，最多 6 个）" value={draft.tags!} onChange={set("tags")} />
          </div>
          <TextArea label="摘要" value={draft.summary!} onChange={set("summary")} maxLength={300} />
          <RichTextEditor
            label="正文"
            initialHtml={draft.contentHtml!}
            onChange={set("contentHtml")}
            hint="保存时按站点规则清理：脚本、事件属性和不安全链接会被删除"
          />
          <FormFooter error={error} busy={busy} submitLabel="保存草稿" onCancel={onDone} />
        </form>
      )}
    </QueryView>
  );
}
