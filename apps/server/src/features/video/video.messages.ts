/** The Chinese texts of the video calls' envelopes. */
export const VIDEO_MESSAGES = {
  lectureNotFound: "课程视频不存在",
  notEntitled: "购买后即可观看",
  notEncrypted: "该视频无需播放凭证",
  feedbackExists: "您已评价过该课程，可修改评价",
  feedbackMissing: "您还没有评价该课程",
  courseNotFound: "课程不存在",
  keyDenied: "播放凭证无效或已过期",
  noCaptions: "本讲暂无字幕",
  sampleUnavailable: "示例视频正在准备，请稍后重试",
  /** Many lectures are being made at once (sample-media-queue.ts): this one is not queued. */
  sampleBusy: "示例视频正在准备，请稍后再试",
} as const;
