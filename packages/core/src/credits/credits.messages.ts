import type { BeatRefusal } from "./heartbeat.rules";

/** The Chinese texts of study hours (学时): the learner's record, the player's counting, certificates. */
export const CREDIT_MESSAGES = {
  hoursUnit: "学时",
  /** Why a report earned nothing (the audit log and the console's view of a learner's record). */
  refusals: {
    notPlaying: "视频未在播放，不计学时",
    hidden: "页面不在前台，不计学时",
    rate: "播放倍速超过2倍，不计学时",
    overrun: "观看进度快于实际播放时间（拖动快进），不计学时",
    otherDevice: "同一账号在其他设备同时播放，不计学时",
  } satisfies Record<BeatRefusal, string>,
  sources: {
    lecture: "课程学习",
    live: "直播学习",
    exam: "阶段考试",
    correction: "学时更正",
  },
  certificateKinds: {
    course: "结业证书",
    year: "学时证明",
  },
  requirementMet: "已完成本年度学时要求",
  requirementMissing: (hours: number) => `距本年度学时要求还差${hours.toFixed(1)}学时`,
  categoryMissing: (category: string, hours: number) => `${category}还差${hours.toFixed(1)}学时`,
  courseCompleted: "已结业",
  lecturesMissing: (count: number) => `还有${count}讲未观看满90%`,
  examNotPassed: "课程考试尚未通过",
  correctionFields: "学时更正须填写原因和操作人，其他学时记录不填写",
  statedHoursStep: "学时须为0.1的整数倍",
  endBeforeStart: "结束位置不能早于开始位置",
  /** What the player shows about its counting (the heartbeat machine's view). */
  counting: {
    counting: "正在计入学时",
    stopped: "暂停计入学时",
    hidden: "页面不在前台，暂停计入学时",
    tooFast: "倍速超过2倍，暂停计入学时",
    retrying: "学时记录上传失败，正在重试",
  },
} as const;
