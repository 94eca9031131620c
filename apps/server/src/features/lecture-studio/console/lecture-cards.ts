import type { AdminCardData, adminCardDelete, adminCardSave, adminLectureDetail } from "@taxlearn/api/admin";
import { checkCardDraft } from "@taxlearn/core";
import type { Executor } from "../../../db/executor";
import { lockForTransaction } from "../../../db/executor";
import { VIDEO_MEDIA_URL } from "../../../db/reference-data/media";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import type { OperatorHandler } from "../../admin/admin-access";
import { recordAudit } from "../../admin/audit-log";
import { lectureDefinitions } from "../../video/lecture-definitions";
import * as lectures from "../../video/lecture-editing.repo";
import { playbackTokensOf } from "../../video/video.service";
import { oneLectureData } from "../lecture-data";
import { LECTURE_STUDIO_MESSAGES as M } from "../lecture-studio.messages";

const cardData = (row: lectures.CardRowDb): AdminCardData => ({
  id: row.id,
  type: row.type,
  pointTime: row.pointTime,
  timeout: row.timeout,
  isInterrupt: row.isInterrupt === 1 ? 1 : 0,
  content: row.content,
  answer: row.answer,
  animationUrl: row.animationUrl,
  configure: row.configure,
});

const cardsOf = async (db: Executor, mediaId: string) => (await lectures.cardsOfMedia(db, mediaId)).map(cardData);

/** The sample pictures and clips (scripts/make-sample-media.sh) an editor may pick. */
const MEDIA_CHOICES = {
  images: ["key-point", "formula", "deadline"].map((name) => `${VIDEO_MEDIA_URL}/cards/${name}.png`),
  clips: ["opening", "closing"].map((name) => `${VIDEO_MEDIA_URL}/clips/${name}.mp4`),
};

const mediaUrl = (mediaId: string, file: string) => `${VIDEO_MEDIA_URL}/lectures/${mediaId}/${file}`;

export const lectureDetailHandler =
  (server: ServerContext): OperatorHandler<typeof adminLectureDetail> =>
  async (input, operator) => {
    const lecture = await oneLectureData(server.db, input.id);
    if (!lecture) return fail(404, M.lectureNotFound);
    const row = (await lectures.findLecture(server.db, input.id))!;
    const preview = row.ready
      ? {
          masterUrl: mediaUrl(row.mediaId, "master.m3u8"),
          coverUrl: mediaUrl(row.mediaId, "cover.jpg"),
          overlayUrl: row.hasPresenter ? mediaUrl(row.mediaId, "presenter/index.m3u8") : "",
          encryptType: row.encrypted ? (1 as const) : (0 as const),
          // the renditions this media really has, as the learner's play info gives them
          definitions: lectureDefinitions(row.mediaId).map((d) => ({
            ...d,
            url: mediaUrl(row.mediaId, `${d.definition}/index.m3u8`),
          })),
          // the operator's own playback token: the key route checks it against the operator's login
          playauth: row.encrypted
            ? playbackTokensOf(server).issue({ userId: operator.userId, fileId: row.id }).token
            : "",
        }
      : null;
    return ok({ lecture, cards: await cardsOf(server.db, row.mediaId), preview, mediaChoices: MEDIA_CHOICES });
  };

/** Adds or edits a card of the lecture's video, checked by core's checkCardDraft (the console runs the same check). */
export const cardSaveHandler =
  (server: ServerContext): OperatorHandler<typeof adminCardSave> =>
  async (input, operator) => {
    const lecture = await lectures.findLecture(server.db, input.id);
    if (!lecture || lecture.deletedAt) return fail(404, M.lectureNotFound);
    if (!lecture.ready) return fail(409, M.videoNotReady.replace("发布", "编辑互动卡片"));
    const checked = checkCardDraft(
      {
        ...input,
        box: { posX: input.posX, posY: input.posY, posW: input.posW, posH: input.posH },
      },
      lecture.duration,
    );
    if (!checked.ok) return fail(400, checked.message);
    const now = server.clock();
    const saved = await server.db.transaction(async (tx) => {
      await lockForTransaction(tx, "admin-card-save");
      if (input.cardId !== undefined) {
        const before = await lectures.findCard(tx, lecture.mediaId, input.cardId);
        if (!before) return false;
        await lectures.updateCard(tx, lecture.mediaId, input.cardId, checked.row);
        await recordAudit(
          tx,
          operator,
          { action: "adminCardSave", target: `card:${before.id}`, before, after: { ...before, ...checked.row } },
          now,
        );
        return true;
      }
      // one opening and one closing clip per video: a new one replaces the old
      if (checked.row.type === 5 || checked.row.type === 6)
        await lectures.deleteCardsOfType(tx, lecture.mediaId, checked.row.type);
      const id = await lectures.nextCardId(tx);
      const row = { id, mediaId: lecture.mediaId, ...checked.row };
      await lectures.insertCard(tx, row);
      await recordAudit(tx, operator, { action: "adminCardSave", target: `card:${id}`, before: null, after: row }, now);
      return true;
    });
    if (!saved) return fail(404, M.cardNotFound);
    return ok(await cardsOf(server.db, lecture.mediaId), "已保存");
  };

export const cardDeleteHandler =
  (server: ServerContext): OperatorHandler<typeof adminCardDelete> =>
  async (input, operator) => {
    const lecture = await lectures.findLecture(server.db, input.id);
    if (!lecture) return fail(404, M.lectureNotFound);
    const now = server.clock();
    const deleted = await server.db.transaction(async (tx) => {
      const before = await lectures.findCard(tx, lecture.mediaId, input.cardId);
      if (!before) return false;
      await lectures.deleteCard(tx, lecture.mediaId, input.cardId);
      await recordAudit(
        tx,
        operator,
        { action: "adminCardDelete", target: `card:${before.id}`, before, after: null },
        now,
      );
      return true;
    });
    if (!deleted) return fail(404, M.cardNotFound);
    return ok(await cardsOf(server.db, lecture.mediaId), "已删除");
  };
