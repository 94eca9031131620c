import type { AdminCollectionData, AdminCollectionKind, adminCollectionList } from "@taxlearn/api/admin";
import { adminCollectionSave } from "@taxlearn/api/admin";
import { TextArea, TextField } from "@taxlearn/ui";
import { RichTextEditor } from "@taxlearn/ui/rich-text-editor";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { FormFooter, SelectField } from "../content-form";
import * as cover from "../courses/cover-upload.css";
import { useDraftForm } from "../use-save-form";
import { COLLECTION_TEXT } from "./collections.messages";

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
  const { draft, set, error, busy, submit } = useDraftForm(
    () => draftOf(kind, item),
    (api, draft) => api.call(adminCollectionSave, draft as never),
    onDone,
  );
  const theme = kind === "theme";
  const noun = theme ? COLLECTION_TEXT.theme : COLLECTION_TEXT.courseList;
  const heading = item ? COLLECTION_TEXT.editItem(noun) : COLLECTION_TEXT.newItem(noun);
  const image = draft.cover || options.covers[0] || "";
  return (
    <form className={styles.panel} onSubmit={submit} aria-label={heading}>
      <h2 className={styles.panelTitle}>{heading}</h2>
      <div className={styles.filters}>
        <TextField label={ADMIN_TEXT.title} value={draft.title!} onChange={set("title")} required />
        {theme ? (
          <TextField
            label={COLLECTION_TEXT.themeGroup}
            value={draft.theme!}
            onChange={set("theme")}
            list="collection-themes"
            required
          />
        ) : (
          <>
            <TextField label={COLLECTION_TEXT.audience} value={draft.audience!} onChange={set("audience")} required />
            <TextField label={COLLECTION_TEXT.sortRange} type="number" value={draft.sort!} onChange={set("sort")} />
          </>
        )}
        <TextField label={COLLECTION_TEXT.courseIds} value={draft.courseIds!} onChange={set("courseIds")} required />
        <SelectField
          label={COLLECTION_TEXT.visibility}
          value={draft.orgId!}
          onChange={set("orgId")}
          options={[
            { id: "", name: ADMIN_TEXT.everyone },
            ...options.orgs.map((o) => ({ id: o.id, name: COLLECTION_TEXT.orgOnly(o.name) })),
          ]}
        />
        <SelectField
          label={ADMIN_TEXT.cover}
          value={image}
          onChange={set("cover")}
          options={options.covers.map((c, i) => ({ id: c, name: COLLECTION_TEXT.coverNumber(i + 1) }))}
        />
      </div>
      <datalist id="collection-themes">
        {options.themes.map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      {image ? <img className={cover.preview} src={image} alt={ADMIN_TEXT.coverPreview} /> : null}
      <TextArea
        label={theme ? ADMIN_TEXT.summary : COLLECTION_TEXT.description}
        value={draft.summary!}
        onChange={set("summary")}
        maxLength={300}
      />
      {theme ? (
        <RichTextEditor
          label={ADMIN_TEXT.body}
          initialHtml={draft.contentHtml!}
          onChange={set("contentHtml")}
          hint={ADMIN_TEXT.sanitizeNote}
        />
      ) : null}
      <FormFooter error={error} busy={busy} submitLabel={COLLECTION_TEXT.saveAndPublish} onCancel={onDone} />
    </form>
  );
}
