import {
  ADMIN_LIVE_PHASES,
  type AdminLivePhase,
  type adminLiveList,
  type adminLiveOptions,
  type adminLiveSave,
} from "@taxlearn/api/admin";
import { formatStartTime, isFree, LIVE_STATUS, MESSAGE_TYPES } from "@taxlearn/core";
import type { Executor } from "../../../db/executor";
import { lockForTransaction } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import type { OperatorHandler } from "../../admin/admin-access";
import { type Operator, recordAudit } from "../../admin/audit-log";
import { deliverMessage } from "../../messages/deliver-message";
import { findLecturer } from "../live-media.repo";
import { checkLiveForm, LIVE_FORM_MESSAGES, type LiveValues } from "./live-form";
import * as repo from "./lives-console.repo";

export const LIVE_CONSOLE_MESSAGES = {
  notFound: "直播不存在",
  created: "直播已创建",
  saved: "已保存",
  savedAndTold: (n: number) => `已保存，已通知 ${n} 位预约学员新的开播时间`,
  scheduleLocked: "直播已开始或已结束，不能再修改开始或结束时间",
} as const;

/** A stream key as the audit log keeps it: its last four characters only (the log is no place for a secret). */
export const maskedKey = (key: string | undefined | null) => (key ? `…${key.slice(-4)}` : null);

export const liveOptionsHandler =
  (server: ServerContext): OperatorHandler<typeof adminLiveOptions> =>
  async () => {
    const [choices, covers] = await Promise.all([repo.liveFormChoices(server.db), repo.liveCovers(server.db)]);
    return ok({ lecturers: choices.lecturers, covers, courses: choices.courses });
  };

export const liveListHandler =
  (server: ServerContext): OperatorHandler<typeof adminLiveList> =>
  async (input) => {
    const phase = input.phase.trim();
    if (phase !== "" && !(ADMIN_LIVE_PHASES as readonly string[]).includes(phase))
      return fail(400, LIVE_FORM_MESSAGES.phase);
    const { rows, total } = await repo.listConsoleLives(
      server.db,
      input.keyword.trim(),
      phase === "" ? null : (phase as AdminLivePhase),
      input.page,
      input.pageSize,
    );
    const counts = await repo.bookingCounts(
      server.db,
      rows.map((r) => r.session.id),
    );
    return ok({
      list: rows.map((r) => repo.liveConsoleData(r, counts.get(r.session.id) ?? 0)),
      total,
      page: input.page,
      pageSize: input.pageSize,
    });
  };

/** The lecturer, cover and course a form names must exist (a 400 naming the field, never a foreign-key 500). */
async function checkReferences(db: Executor, values: LiveValues, currentImage: string | null) {
  const lecturer = await findLecturer(db, values.lecturerId);
  if (!lecturer) return { ok: false, refused: LIVE_FORM_MESSAGES.lecturerMissing } as const;
  const covers = await repo.liveCovers(db);
  const image = values.image || currentImage || covers[0] || "";
  if (image !== currentImage && image !== "" && !covers.includes(image))
    return { ok: false, refused: LIVE_FORM_MESSAGES.cover } as const;
  if (values.courseId !== null) {
    const price = await repo.coursePrice(db, values.courseId);
    if (price === undefined) return { ok: false, refused: LIVE_FORM_MESSAGES.courseMissing } as const;
    if (isFree(price)) return { ok: false, refused: LIVE_FORM_MESSAGES.courseFree } as const;
  }
  return { ok: true, lecturerName: lecturer.nickname, image } as const;
}

const auditView = (session: unknown, media: { streamKey: string } | undefined | null) =>
  media ? { session, media: { ...media, streamKey: maskedKey(media.streamKey) } } : { session, media: null };

async function createLive(server: ServerContext, operator: Operator, values: LiveValues, extra: Extra) {
  const now = server.clock();
  return server.db.transaction(async (tx) => {
    await lockForTransaction(tx, "admin-live-create");
    const { id, session, media } = await repo.insertLive(
      tx,
      {
        title: values.title,
        image: extra.image,
        lecturerName: extra.lecturerName,
        lecturerId: values.lecturerId,
        status: LIVE_STATUS.notStarted,
        createMode: 1,
        startTime: values.startTime,
        endTime: values.endTime,
        provinceId: null,
      },
      { description: values.description, courseId: values.courseId },
    );
    await recordAudit(
      tx,
      operator,
      { action: "adminLiveSave", target: `live:${id}`, before: null, after: auditView(session, media) },
      now,
    );
    return id;
  });
}

type Extra = { lecturerName: string; image: string };

async function editLive(server: ServerContext, operator: Operator, id: number, values: LiveValues) {
  const now = server.clock();
  return server.db.transaction(async (tx) => {
    // the row is locked so that going live (the ingest) and this edit happen one after the other
    const locked = await repo.lockLive(tx, id);
    if (!locked) return { outcome: "missing" } as const;
    const { session: before, media: beforeMedia } = locked;
    const startMoved = before.startTime.getTime() !== values.startTime.getTime();
    const endMoved = before.endTime?.getTime() !== values.endTime.getTime();
    if ((startMoved || endMoved) && before.status !== LIVE_STATUS.notStarted) return { outcome: "locked" } as const;
    if (startMoved && values.startTime.getTime() <= now.getTime()) return { outcome: "past" } as const;
    const checked = await checkReferences(tx, values, before.image);
    if (!checked.ok) return { outcome: "refused", message: checked.refused } as const;
    const { session, media } = await repo.updateLive(
      tx,
      id,
      {
        title: values.title,
        image: checked.image,
        lecturerId: values.lecturerId,
        lecturerName: checked.lecturerName,
        startTime: values.startTime,
        endTime: values.endTime,
      },
      { description: values.description, courseId: values.courseId },
    );
    let told = 0;
    if (startMoved) {
      await repo.rearmSoonReminders(tx, id);
      for (const userId of await repo.bookersOf(tx, id)) {
        await deliverMessage(tx, {
          userId,
          type: MESSAGE_TYPES.course.value,
          title: "直播时间调整",
          content: `您预约的直播「${values.title}」开播时间由 ${formatStartTime(before.startTime)} 调整为 ${formatStartTime(values.startTime)}，请留意。`,
          link: `/liveDetail?id=${id}`,
        });
        told += 1;
      }
    }
    await recordAudit(
      tx,
      operator,
      {
        action: "adminLiveSave",
        target: `live:${id}`,
        before: auditView(before, beforeMedia),
        after: { ...auditView(session, media), told },
      },
      now,
    );
    return { outcome: "saved", told } as const;
  });
}

/**
 * POST /api/admin/lives/save: a new session (status 未开始, with its media row and a fresh stream key) or an edit.
 * A session that has started or ended keeps its schedule (409); a moved start tells every booker (课程提醒) and
 * re-arms the 30-minute reminder, in the transaction of the change. The learners' cached live lists are cleared.
 */
export const liveSaveHandler =
  (server: ServerContext): OperatorHandler<typeof adminLiveSave> =>
  async (input, operator) => {
    const checked = checkLiveForm(input);
    if (!checked.ok) return fail(400, checked.message);
    const values = checked.value;
    let message: string;
    let id: number;
    if (input.id === undefined) {
      if (values.startTime.getTime() <= server.clock().getTime()) return fail(400, LIVE_FORM_MESSAGES.startPast);
      const refs = await checkReferences(server.db, values, null);
      if (!refs.ok) return fail(400, refs.refused);
      id = await createLive(server, operator, values, refs);
      message = LIVE_CONSOLE_MESSAGES.created;
    } else {
      id = input.id;
      const result = await editLive(server, operator, id, values);
      if (result.outcome === "missing") return fail(404, LIVE_CONSOLE_MESSAGES.notFound);
      if (result.outcome === "locked") return fail(409, LIVE_CONSOLE_MESSAGES.scheduleLocked);
      if (result.outcome === "past") return fail(400, LIVE_FORM_MESSAGES.startPast);
      if (result.outcome === "refused") return fail(400, result.message);
      message = result.told > 0 ? LIVE_CONSOLE_MESSAGES.savedAndTold(result.told) : LIVE_CONSOLE_MESSAGES.saved;
    }
    server.cache.invalidate();
    const row = (await repo.findConsoleLive(server.db, id))!;
    const counts = await repo.bookingCounts(server.db, [id]);
    return ok(repo.liveConsoleData(row, counts.get(id) ?? 0), message);
  };
