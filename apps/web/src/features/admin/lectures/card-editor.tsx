import { type AdminCardData, type AdminLectureDetail, adminCardDelete, adminCardSave } from "@taxlearn/api/admin";
import type { LectureId } from "@taxlearn/core";
import {
  CARD_TYPE_LABELS,
  CARD_TYPES,
  type CardDraft,
  type CardType,
  checkCardDraft,
  draftOfRow,
  newCardDraft,
  parseInteractionEvent,
} from "@taxlearn/core";
import { AnchorVideoPlayer, Button, CardPlacer, TextField, useToast } from "@taxlearn/ui";
import { assignInlineVars } from "@vanilla-extract/dynamic";
import { type FormEvent, useMemo, useState } from "react";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { useSession } from "../../../lib/session/session-provider";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import * as studio from "./lectures.css";
import { LECTURE_TEXT } from "./lectures.messages";

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;

/** The lecture's timeline of cards, the form of one card, and the preview in the learner's anchor player. */
export function CardEditor({ data, onChanged }: { data: AdminLectureDetail; onChanged: () => void }) {
  const duration = data.lecture.duration;
  const [editing, setEditing] = useState<{ id: number | null; draft: CardDraft } | null>(null);
  const cards = [...data.cards].sort((a, b) => a.pointTime - b.pointTime);
  return (
    <div className={studio.columns}>
      <section className={styles.panel} aria-label={LECTURE_TEXT.cards}>
        <h2 className={styles.panelTitle}>{LECTURE_TEXT.cards}</h2>
        <fieldset className={studio.timeline} aria-label={LECTURE_TEXT.timeline}>
          {cards.map((card) => (
            <button
              key={card.id}
              type="button"
              className={studio.mark}
              style={assignInlineVars({
                [studio.markLeft]: `${duration > 0 ? (card.pointTime / duration) * 100 : 0}%`,
              })}
              title={`${clock(card.pointTime)} ${CARD_TYPE_LABELS[card.type as CardType] ?? card.type}`}
              aria-label={LECTURE_TEXT.editCard(
                clock(card.pointTime),
                CARD_TYPE_LABELS[card.type as CardType] ?? LECTURE_TEXT.card,
              )}
              onClick={() => setEditing({ id: card.id, draft: draftOfRow(card) })}
            />
          ))}
        </fieldset>
        <ul aria-label={LECTURE_TEXT.cardList}>
          {cards.map((card) => (
            <li key={card.id}>
              <button
                type="button"
                className={styles.link}
                onClick={() => setEditing({ id: card.id, draft: draftOfRow(card) })}
              >
                {clock(card.pointTime)} · {CARD_TYPE_LABELS[card.type as CardType] ?? card.type}
                {card.content ? ` · ${card.content.slice(0, 20)}` : ""}
              </button>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          {CARD_TYPES.map((type) => (
            <Button
              key={type}
              size="small"
              tone="secondary"
              onClick={() => setEditing({ id: null, draft: newCardDraft(type, 0) })}
            >
              {LECTURE_TEXT.add}
              {CARD_TYPE_LABELS[type]}
            </Button>
          ))}
        </div>
        {editing ? (
          <CardForm
            key={`${editing.id ?? "new"}-${editing.draft.type}`}
            lectureId={data.lecture.id}
            cardId={editing.id}
            initial={editing.draft}
            duration={duration}
            choices={data.mediaChoices}
            onDone={() => {
              setEditing(null);
              onChanged();
            }}
          />
        ) : null}
      </section>
      <Preview data={data} cards={cards} />
    </div>
  );
}

function Preview({ data, cards }: { data: AdminLectureDetail; cards: AdminCardData[] }) {
  const { session } = useSession();
  const preview = data.preview!;
  const events = useMemo(
    () => cards.map((c) => parseInteractionEvent(c)).flatMap((p) => (p._tag === "Right" ? [p.right] : [])),
    [cards],
  );
  const headers = useMemo(
    () => (session.token ? { authorization: `Bearer ${session.token}` } : undefined),
    [session.token],
  );
  return (
    <section className={styles.panel} aria-label={LECTURE_TEXT.preview}>
      <h2 className={styles.panelTitle}>{LECTURE_TEXT.previewTitle}</h2>
      <div className={studio.preview}>
        <AnchorVideoPlayer
          // rebuilt when the cards change, as the learner's page would load them
          key={cards.map((c) => `${c.id}:${c.pointTime}:${c.type}`).join(",")}
          source={preview.masterUrl}
          overlaySource={preview.overlayUrl || undefined}
          poster={preview.coverUrl}
          width="100%"
          height="auto"
          options={{ vid: data.lecture.id, playauth: preview.playauth || undefined, encryptType: preview.encryptType }}
          keyRequestHeaders={headers}
          events={events}
          definitionLabels={preview.definitions.map((d) => ({ height: d.height, label: d.label }))}
        />
      </div>
    </section>
  );
}

function CardForm(props: {
  lectureId: LectureId;
  cardId: number | null;
  initial: CardDraft;
  duration: number;
  choices: AdminLectureDetail["mediaChoices"];
  onDone: () => void;
}) {
  const api = useApi();
  const toast = useToast();
  const [draft, setDraft] = useState(props.initial);
  const [error, setError] = useState<string | null>(null);
  const set =
    <K extends keyof CardDraft>(key: K) =>
    (value: CardDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const num = (key: "pointTime" | "timeout" | "isInterrupt" | "isTrue") => (value: string) =>
    set(key)(value.trim() === "" ? Number.NaN : Number(value));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCardDraft(draft, props.duration);
    if (!checked.ok) return setError(checked.message);
    try {
      const { box, ...fields } = draft;
      const result = await api.call(adminCardSave, {
        id: props.lectureId,
        ...(props.cardId ? { cardId: props.cardId } : {}),
        ...fields,
        ...box,
      } as never);
      if (!result.success) return setError(result.msg);
      toast.success(result.msg || ADMIN_TEXT.saved);
      props.onDone();
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };
  const remove = async () => {
    if (!props.cardId) return props.onDone();
    try {
      const result = await api.call(adminCardDelete, { id: props.lectureId, cardId: props.cardId });
      result.success ? toast.success(result.msg) : toast.error(result.msg);
      props.onDone();
    } catch (failure) {
      toast.error(failureMessage(failure));
    }
  };
  const type = draft.type;
  const isClip = type === 5 || type === 6;
  return (
    <form className={styles.panel} onSubmit={submit} aria-label={LECTURE_TEXT.cardContent}>
      <h3 className={styles.panelTitle}>
        {props.cardId ? ADMIN_TEXT.edit : LECTURE_TEXT.add}
        {CARD_TYPE_LABELS[type as CardType]}
      </h3>
      {isClip ? null : (
        <div className={styles.filters}>
          <TextField
            label={LECTURE_TEXT.showAt}
            value={String(draft.pointTime)}
            onChange={num("pointTime")}
            inputMode="numeric"
          />
          <TextField
            label={LECTURE_TEXT.stayFor}
            value={String(draft.timeout)}
            onChange={num("timeout")}
            inputMode="numeric"
          />
          <label className={styles.field}>
            <span className={styles.label}>{LECTURE_TEXT.pauseOnShow}</span>
            <input
              type="checkbox"
              checked={draft.isInterrupt === 1}
              onChange={(e) => set("isInterrupt")(e.target.checked ? 1 : 0)}
            />
          </label>
        </div>
      )}
      {type === 1 || isClip ? (
        <label className={styles.field}>
          <span className={styles.label}>{isClip ? LECTURE_TEXT.clipVideo : LECTURE_TEXT.image}</span>
          <select
            className={styles.select}
            value={draft.animationUrl}
            onChange={(e) => set("animationUrl")(e.target.value)}
          >
            <option value="">{ADMIN_TEXT.choose}</option>
            {(isClip ? props.choices.clips : props.choices.images).map((url) => (
              <option key={url} value={url}>
                {url.split("/").at(-1)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {type === 1 ? (
        <CardPlacer box={draft.box} onChange={set("box")} imageUrl={draft.animationUrl || undefined} />
      ) : null}
      {isClip ? null : (
        <label className={styles.field}>
          <span className={styles.label}>{type === 9 ? LECTURE_TEXT.question : LECTURE_TEXT.content}</span>
          <textarea
            className={studio.textarea}
            value={draft.content}
            onChange={(e) => set("content")(e.target.value)}
          />
        </label>
      )}
      {type === 3 || type === 7 ? (
        <TextField label={LECTURE_TEXT.answer} value={draft.answer} onChange={set("answer")} />
      ) : null}
      {type === 9 ? (
        <div className={styles.filters}>
          <TextField label={LECTURE_TEXT.optionOne} value={draft.answer1} onChange={set("answer1")} />
          <TextField label={LECTURE_TEXT.optionTwo} value={draft.answer2} onChange={set("answer2")} />
          <label className={styles.field}>
            <span className={styles.label}>{LECTURE_TEXT.correctAnswer}</span>
            <select className={styles.select} value={draft.isTrue} onChange={(e) => num("isTrue")(e.target.value)}>
              <option value={0}>{LECTURE_TEXT.optionOne}</option>
              <option value={1}>{LECTURE_TEXT.optionTwo}</option>
            </select>
          </label>
          <TextField label={LECTURE_TEXT.explanation} value={draft.analysis} onChange={set("analysis")} />
        </div>
      ) : null}
      {[2, 3, 7, 8].includes(type) ? (
        <div className={styles.filters}>
          <TextField label={LECTURE_TEXT.link} value={draft.htmlRouter} onChange={set("htmlRouter")} />
          <TextField
            label={LECTURE_TEXT.linkText}
            value={draft.jumpText}
            onChange={set("jumpText")}
            placeholder={LECTURE_TEXT.linkTextPlaceholder}
          />
        </div>
      ) : null}
      {error ? (
        <p className={studio.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit">{LECTURE_TEXT.saveCard}</Button>
        <Button tone="secondary" onClick={remove}>
          {props.cardId ? LECTURE_TEXT.deleteCard : ADMIN_TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}
