import { type AdminLiveData, adminLiveOptions, adminLiveSave } from "@taxlearn/api/admin";
import { TextArea, TextField, useToast } from "@taxlearn/ui";
import { type FormEvent, useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { FormFooter, SelectField } from "../content-form";
import * as cover from "../courses/cover-upload.css";
import { LIVE_TEXT } from "./lives.messages";

/** An instant as the form's Beijing `YYYY-MM-DDTHH:mm`. */
const beijingInput = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16) : "";

type Draft = Record<string, string>;
type Named = { readonly id: number; readonly name: string };

/** The paid courses offered, with the session's own course should it be older than the ones listed. */
const courseChoices = (courses: ReadonlyArray<Named>, live: AdminLiveData | null): ReadonlyArray<Named> =>
  live?.courseId && !courses.some((c) => c.id === live.courseId)
    ? [{ id: live.courseId, name: live.courseTitle ?? LIVE_TEXT.courseNumber(live.courseId) }, ...courses]
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
  const heading = live ? LIVE_TEXT.editLive(live.id) : LIVE_TEXT.newLive;
  return (
    <QueryView query={options}>
      {({ lecturers, covers, courses }) => {
        const image = draft.image || covers[0] || "";
        return (
          <form className={styles.panel} onSubmit={submit} aria-label={heading}>
            <h2 className={styles.panelTitle}>{heading}</h2>
            <div className={styles.filters}>
              <TextField
                label={LIVE_TEXT.liveTitle}
                value={draft.title!}
                onChange={set("title")}
                required
                maxLength={60}
              />
              <SelectField
                label={ADMIN_TEXT.speaker}
                value={draft.lecturerId!}
                onChange={set("lecturerId")}
                options={[{ id: "", name: ADMIN_TEXT.choose }, ...lecturers]}
              />
              <TextField
                label={LIVE_TEXT.startAt}
                type="datetime-local"
                value={draft.startTime!}
                onChange={set("startTime")}
                disabled={scheduleLocked}
                required
              />
              <TextField
                label={LIVE_TEXT.endAt}
                type="datetime-local"
                value={draft.endTime!}
                onChange={set("endTime")}
                disabled={scheduleLocked}
                required
              />
              <SelectField
                label={LIVE_TEXT.access}
                value={draft.courseId!}
                onChange={set("courseId")}
                options={[
                  { id: "0", name: LIVE_TEXT.everyoneMayWatch },
                  ...courseChoices(courses, live).map((c) => ({ id: String(c.id), name: LIVE_TEXT.buyersOf(c.name) })),
                ]}
              />
              <SelectField
                label={ADMIN_TEXT.cover}
                value={image}
                onChange={set("image")}
                options={covers.map((c, i) => ({
                  id: c,
                  name: i === 0 ? LIVE_TEXT.defaultCover(i + 1) : LIVE_TEXT.coverNumber(i + 1),
                }))}
              />
            </div>
            {scheduleLocked ? <p className={styles.muted}>{LIVE_TEXT.timesLocked}</p> : null}
            {live && live.bookings > 0 && !scheduleLocked ? (
              <p className={styles.muted}>{LIVE_TEXT.bookingsNote(live.bookings)}</p>
            ) : null}
            {image ? <img className={cover.preview} src={image} alt={ADMIN_TEXT.coverPreview} /> : null}
            <TextArea
              label={LIVE_TEXT.intro}
              value={draft.description!}
              onChange={set("description")}
              maxLength={1000}
            />
            <FormFooter
              error={error}
              busy={busy}
              submitLabel={live ? ADMIN_TEXT.save : LIVE_TEXT.create}
              onCancel={onCancel}
            />
          </form>
        );
      }}
    </QueryView>
  );
}
