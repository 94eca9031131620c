import type { AdminLectureData } from "@taxlearn/api/admin";
import { LECTURE_TEXT } from "./lectures.messages";

/** The lecture's state in the list: 草稿 / 已发布 / 已删除, and where its video is. */
export const lectureState = (lecture: AdminLectureData): string => {
  if (lecture.deleted) return LECTURE_TEXT.deleted;
  const video = lecture.transcode
    ? {
        queued: LECTURE_TEXT.queued,
        running: LECTURE_TEXT.running(lecture.transcode.progress),
        ready: LECTURE_TEXT.videoReady,
        failed: LECTURE_TEXT.failed,
      }[lecture.transcode.status]
    : lecture.videoReady
      ? LECTURE_TEXT.videoReady
      : LECTURE_TEXT.noVideo;
  return `${lecture.published ? LECTURE_TEXT.published : LECTURE_TEXT.draft} · ${video}`;
};
