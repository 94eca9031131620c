import type { AdminLectureData } from "@taxlearn/api/admin";

/** The lecture's state in the list: 草稿 / 已发布 / 已删除, and where its video is. */
export const lectureState = (lecture: AdminLectureData): string => {
  if (lecture.deleted) return "已删除（对学员隐藏）";
  const video = lecture.transcode
    ? { queued: "排队转码", running: `转码中 ${lecture.transcode.progress}%`, ready: "视频就绪", failed: "转码失败" }[
        lecture.transcode.status
      ]
    : lecture.videoReady
      ? "视频就绪"
      : "未上传视频";
  return `${lecture.published ? "已发布" : "草稿"} · ${video}`;
};
