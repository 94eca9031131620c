import { type AdminLiveData, adminLiveOptions, adminLiveSave } from "@taxlearn/api/admin";
import { TextArea, TextField, useToast } from "@taxlearn/ui";
import { type FormEvent, useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { FormFooter, SelectField } from "../content-form";
import * as cover from "../courses/cover-upload.css";

/** An instant as the form's Beijing `YYYY-MM-DDTHH:mm`. */
const beijingInput = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16) : "";

type Draft = Record<string, string>;
type Named = { readonly id: number; readonly name: string };

/** The paid courses offered, with the session's own course should it be older than the ones listed. */
const courseChoices = (courses: ReadonlyArray<Named>, live: AdminLiveData | null): ReadonlyArray<Named> =>
  live?.courseId && !courses.some((c) => c.id === live.courseId)
    ? [{ id: live.courseId, name: live.courseTitle ?? `课程 ${live.courseId}` }, ...courses]
    : courses;

const draftOf = (live: AdminLiveData | null): Draft => ({
  ...(live ? { id: String(live.id) } : {}),
  title: live?.title ?? "",
  lecturerId: String(live?.lecturerId ?? ""),
  startTime: beijingInput(live?.startTime ?? null),
  endTime: beijingInput(live?.endTime ?? null),
  description: live?.description ?? "",
  image: live?.image ?? "",
  courseId: String(live?.courseId ?? 0),
});

/** The create / edit form of a live session; the server checks every field and names it when it refuses. */
export function LiveForm({
  live,
  onCancel,
  onSaved,
}: {
  live: AdminLiveData | null;
  onCancel: () => void;
  onSaved: (live: AdminLiveData, created: boolean) => void;
}) {
  const api = useApi();
  const toast = useToast();
  const options = useApiQuery((client) => client.call(adminLiveOptions, {}), []);
  const [draft, setDraft] = useState(() => draftOf(live));
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const set = (key: string) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const scheduleLocked = live !== null && live.phase !== "notStarted";
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await api.call(adminLiveSave, draft as never);
      if (result.success) {
        toast.success(result.msg);
        onSaved(result.data, live === null);
      } else setError(result.msg);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  const heading = live ? `编辑直播 ${live.id}` : "新建直播";
  return (
    <QueryView query={options}>
      {({ lecturers, covers, courses }) => {
        const image = draft.image || covers[0] || "";
        return (
          <form className={styles.panel} onSubmit={submit} aria-label={heading}>
            <h2 className={styles.panelTitle}>{heading}</h2>
            <div className={styles.filters}>
              <TextField label="直播标题" value={draft.title!} onChange={set("title")} required maxLength={60} />
              <SelectField
                label="主讲人"
                value={draft.lecturerId!}
                onChange={set("lecturerId")}
                options={[{ id: "", name: "请选择" }, ...lecturers]}
              />
              <TextField
                label="开始时间（北京时间）"
                type="datetime-local"
                value={draft.startTime!}
                onChange={set("startTime")}
                disabled={scheduleLocked}
                required
              />
              <TextField
                label="结束时间（北京时间）"
                type="datetime-local"
                value={draft.endTime!}
                onChange={set("endTime")}
                disabled={scheduleLocked}
                required
              />
              <SelectField
                label="观看权限"
                value={draft.courseId!}
                onChange={set("courseId")}
                options={[
                  { id: "0", name: "所有人可看" },
                  ...courseChoices(courses, live).map((c) => ({ id: String(c.id), name: `购课学员及VIP：${c.name}` })),
                ]}
              />
              <SelectField
                label="封面"
                value={image}
                onChange={set("image")}
                options={covers.map((c, i) => ({ id: c, name: i === 0 ? `封面 ${i + 1}（默认）` : `封面 ${i + 1}` }))}
              />
            </div>
            {scheduleLocked ? <p className={styles.muted}>直播已开始或已结束，开始和结束时间不能再修改。</p> : null}
            {live && live.bookings > 0 && !scheduleLocked ? (
              <p className={styles.muted}>已有 {live.bookings} 位学员预约；修改开始时间后会给他们发送站内提醒。</p>
            ) : null}
            {image ? <img className={cover.preview} src={image} alt="封面预览" /> : null}
            <TextArea label="直播简介" value={draft.description!} onChange={set("description")} maxLength={1000} />
            <FormFooter error={error} busy={busy} submitLabel={live ? "保存" : "创建直播"} onCancel={onCancel} />
          </form>
        );
      }}
    </QueryView>
  );
}
