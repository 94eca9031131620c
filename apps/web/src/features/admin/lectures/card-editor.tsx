import { type AdminCardData, type AdminLectureDetail, adminCardDelete, adminCardSave } from "@taxlearn/api/admin";
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
import * as studio from "./lectures.css";

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;

/** The lecture's timeline of cards, the form of one card, and the preview in the learner's anchor player. */
export function CardEditor({ data, onChanged }: { data: AdminLectureDetail; onChanged: () => void }) {
  const duration = data.lecture.duration;
  const [editing, setEditing] = useState<{ id: number | null; draft: CardDraft } | null>(null);
  const cards = [...data.cards].sort((a, b) => a.pointTime - b.pointTime);
  return (
    <div className={studio.columns}>
      <section className={styles.panel} aria-label="互动卡片">
        <h2 className={styles.panelTitle}>互动卡片</h2>
        <fieldset className={studio.timeline} aria-label="时间轴">
          {cards.map((card) => (
            <button
              key={card.id}
              type="button"
              className={studio.mark}
              style={assignInlineVars({
                [studio.markLeft]: `${duration > 0 ? (card.pointTime / duration) * 100 : 0}%`,
              })}
              title={`${clock(card.pointTime)} ${CARD_TYPE_LABELS[card.type as CardType] ?? card.type}`}
              aria-label={`编辑 ${clock(card.pointTime)} 的${CARD_TYPE_LABELS[card.type as CardType] ?? "卡片"}`}
              onClick={() => setEditing({ id: card.id, draft: draftOfRow(card) })}
            />
          ))}
        </fieldset>
        <ul aria-label="卡片列表">
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
              添加{CARD_TYPE_LABELS[type]}
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
    <section className={styles.panel} aria-label="预览">
      <h2 className={styles.panelTitle}>预览（学员看到的播放器）</h2>
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
  lectureId: number;
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
      toast.success(result.msg || "已保存");
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
    <form className={styles.panel} onSubmit={submit} aria-label="卡片内容">
      <h3 className={styles.panelTitle}>
        {props.cardId ? "编辑" : "添加"}
        {CARD_TYPE_LABELS[type as CardType]}
      </h3>
      {isClip ? null : (
        <div className={styles.filters}>
          <TextField
            label="出现时间（秒）"
            value={String(draft.pointTime)}
            onChange={num("pointTime")}
            inputMode="numeric"
          />
          <TextField
            label="停留时长（秒）"
            value={String(draft.timeout)}
            onChange={num("timeout")}
            inputMode="numeric"
          />
          <label className={styles.field}>
            <span className={styles.label}>出现时暂停视频</span>
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
          <span className={styles.label}>{isClip ? "片头/片尾视频" : "图片"}</span>
          <select
            className={styles.select}
            value={draft.animationUrl}
            onChange={(e) => set("animationUrl")(e.target.value)}
          >
            <option value="">请选择</option>
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
          <span className={styles.label}>{type === 9 ? "题目" : "内容"}</span>
          <textarea
            className={studio.textarea}
            value={draft.content}
            onChange={(e) => set("content")(e.target.value)}
          />
        </label>
      )}
      {type === 3 || type === 7 ? <TextField label="答案" value={draft.answer} onChange={set("answer")} /> : null}
      {type === 9 ? (
        <div className={styles.filters}>
          <TextField label="选项一" value={draft.answer1} onChange={set("answer1")} />
          <TextField label="选项二" value={draft.answer2} onChange={set("answer2")} />
          <label className={styles.field}>
            <span className={styles.label}>正确答案</span>
            <select className={styles.select} value={draft.isTrue} onChange={(e) => num("isTrue")(e.target.value)}>
              <option value={0}>选项一</option>
              <option value={1}>选项二</option>
            </select>
          </label>
          <TextField label="解析" value={draft.analysis} onChange={set("analysis")} />
        </div>
      ) : null}
      {[2, 3, 7, 8].includes(type) ? (
        <div className={styles.filters}>
          <TextField label="跳转链接（可选，本站路径）" value={draft.htmlRouter} onChange={set("htmlRouter")} />
          <TextField label="跳转按钮文字" value={draft.jumpText} onChange={set("jumpText")} placeholder="去查看" />
        </div>
      ) : null}
      {error ? (
        <p className={studio.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit">保存卡片</Button>
        <Button tone="secondary" onClick={remove}>
          {props.cardId ? "删除卡片" : "取消"}
        </Button>
      </div>
    </form>
  );
}
