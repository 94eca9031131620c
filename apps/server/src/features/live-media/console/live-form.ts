import type { AdminLiveSave } from "@taxlearn/api/admin";
import { beijingInstant, type Check, chars, refuse } from "../../../shared/console-form";

/** The longest session the console schedules. */
export const LIVE_MAX_HOURS = 12;

export interface LiveValues {
  title: string;
  lecturerId: number;
  startTime: Date;
  endTime: Date;
  description: string;
  /** "" means the default cover. */
  image: string;
  courseId: number | null;
}

export const LIVE_FORM_MESSAGES = {
  title: "直播标题：请填写 2–60 个字",
  lecturer: "主讲人：请选择主讲人",
  lecturerMissing: "主讲人：所选讲师不存在",
  startTime: "开始时间：请按 YYYY-MM-DDTHH:mm 填写北京时间",
  endTime: "结束时间：请按 YYYY-MM-DDTHH:mm 填写北京时间",
  endBeforeStart: "结束时间：须晚于开始时间",
  tooLong: `结束时间：一场直播最长 ${LIVE_MAX_HOURS} 小时`,
  startPast: "开始时间：须晚于当前时间",
  description: "直播简介：最多 1000 个字",
  cover: "封面：请从已有的直播封面中选择",
  course: "观看权限：课程编号不正确",
  courseMissing: "观看权限：所选课程不存在",
  courseFree: "观看权限：所选课程为免费课程，请选择付费课程或“所有人可看”",
  phase: "状态：只能是 未开始、直播中、已结束 或 回放",
} as const;

/**
 * A live-session form, field by field; a refusal names the field. Whether the lecturer, cover and course exist,
 * and whether a new or moved start lies in the future, is checked by the caller (it knows the clock and the rows).
 */
export function checkLiveForm(input: typeof AdminLiveSave.Type): Check<LiveValues> {
  const title = input.title.trim();
  if (chars(title) < 2 || chars(title) > 60) return refuse(LIVE_FORM_MESSAGES.title);
  if (input.lecturerId < 1) return refuse(LIVE_FORM_MESSAGES.lecturer);
  const startTime = beijingInstant(input.startTime.trim());
  if (!startTime) return refuse(LIVE_FORM_MESSAGES.startTime);
  const endTime = beijingInstant(input.endTime.trim());
  if (!endTime) return refuse(LIVE_FORM_MESSAGES.endTime);
  if (endTime.getTime() <= startTime.getTime()) return refuse(LIVE_FORM_MESSAGES.endBeforeStart);
  if (endTime.getTime() - startTime.getTime() > LIVE_MAX_HOURS * 3_600_000) return refuse(LIVE_FORM_MESSAGES.tooLong);
  const description = input.description.trim();
  if (chars(description) > 1000) return refuse(LIVE_FORM_MESSAGES.description);
  if (input.courseId < 0) return refuse(LIVE_FORM_MESSAGES.course);
  return {
    ok: true,
    value: {
      title,
      lecturerId: input.lecturerId,
      startTime,
      endTime,
      description,
      image: input.image.trim(),
      courseId: input.courseId === 0 ? null : input.courseId,
    },
  };
}
