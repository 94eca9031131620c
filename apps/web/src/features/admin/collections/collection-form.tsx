import type { AdminCollectionData, AdminCollectionKind, adminCollectionList } from "@taxlearn/api/admin";
import { adminCollectionSave } from "@taxlearn/api/admin";
import { TextArea, TextField } from "@taxlearn/ui";
import { RichTextEditor } from "@taxlearn/ui/rich-text-editor";
import { useState } from "react";
import { useApi } from "../../../lib/api/app-services";
import * as styles from "../admin.css";
import { FormFooter, SelectField } from "../content-form";
import * as cover from "../courses/cover-upload.css";
import { useSaveForm } from "../use-save-form";

type Options = (typeof adminCollectionList.data.Type)["options"];
type Draft = Record<string, string>;

const draftOf = (kind: AdminCollectionKind, item: AdminCollectionData | null): Draft => ({
  ...(item ? { id: String(item.id) } : {}),
  kind,
  title: item?.title ?? "",
  theme: item?.theme ?? "",
  summary: item?.summary ?? "",
  contentHtml: item?.contentHtml ?? "",
  audience: item?.audience ?? "",
  courseIds: (item?.courseIds ?? []).join(","),
  cover: item?.cover ?? "",
  sort: String(item?.sort ?? 0),
  orgId: item?.orgId ? String(item.orgId) : "",
});

/**
 * The create / edit form of a theme (专题: group, summary, rich-text body) or a course list (课单: description, who it
 * is for, order). Saving publishes at once; the server checks every field and names it when it refuses.
 */
export function CollectionForm({
  kind,
  item,
  options,
  onDone,
}: {
  kind: AdminCollectionKind;
  item: AdminCollectionData | null;
  options: Options;
  onDone: () => void;
}) {
  const api = useApi();
  const [draft, setDraft] = useState(() => draftOf(kind, item));
  const set = (key: string) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const { error, busy, submit } = useSaveForm(() => api.call(adminCollectionSave, draft as never), onDone);
  const theme = kind === "theme";
  const noun = theme ? "专题" : "课单";
  const heading = item ? `编辑${noun}` : `新建${noun}`;
  const image = draft.cover || options.covers[0] || "";
  return (
    <form className={styles.panel} onSubmit={submit} aria-label={heading}>
      <h2 className={styles.panelTitle}>{heading}</h2>
      <div className={styles.filters}>
        <TextField label="标题" value={draft.title!} onChange={set("title")} required />
        {theme ? (
          <TextField
            label="所属专题（如 出口退税专题）"
            value={draft.theme!}
            onChange={set("theme")}
            list="collection-themes"
            required
          />
        ) : (
          <>
            <TextField label="适合人群" value={draft.audience!} onChange={set("audience")} required />
            <TextField label="排序（0–999，小的在前）" type="number" value={draft.sort!} onChange={set("sort")} />
          </>
        )}
        <TextField label="课程编号（逗号分隔，按顺序）" value={draft.courseIds!} onChange={set("courseIds")} required />
        <SelectField
          label="可见范围"
          value={draft.orgId!}
          onChange={set("orgId")}
          options={[{ id: "", name: "所有人" }, ...options.orgs.map((o) => ({ id: o.id, name: `仅 ${o.name}` }))]}
        />
        <SelectField
          label="封面"
          value={image}
          onChange={set("cover")}
          options={options.covers.map((c, i) => ({ id: c, name: `封面 ${i + 1}` }))}
        />
      </div>
      <datalist id="collection-themes">
        {options.themes.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      {image ? <img className={cover.preview} src={image} alt="封面预览" /> : null}
      <TextArea label={theme ? "摘要" : "课单介绍"} value={draft.summary!} onChange={set("summary")} maxLength={300} />
      {theme ? (
        <RichTextEditor
          label="正文"
          initialHtml={draft.contentHtml!}
          onChange={set("contentHtml")}
          hint="保存时按站点规则清理：脚本、事件属性和不安全链接会被删除"
        />
      ) : null}
      <FormFooter error={error} busy={busy} submitLabel="保存并发布" onCancel={onDone} />
    </form>
  );
}
