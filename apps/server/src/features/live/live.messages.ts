import { LIVE_CHAT_LIMITS } from "@taxlearn/core";

/** The Chinese texts of the live calls. */
export const LIVE_MESSAGES = {
  notFound: "直播不存在",
  booked: "预约成功",
  alreadyBooked: "您已预约该直播",
  alreadyLive: "直播已开始，无需预约，请直接进入直播间",
  alreadyReplay: "直播已结束，无法预约，可查看回放",
  cancelled: "已取消预约",
  notBooked: "您未预约该直播",
  cancelStarted: "直播已开始，无法取消预约",
  cancelEnded: "直播已结束，无法取消预约",
} as const;

/** The Chinese texts of a live session's chat. */
export const LIVE_CHAT_MESSAGES = {
  authFirst: "请先完成身份验证",
  passInvalid: "连接已失效，请刷新页面后重试",
  loginEnded: "登录已失效，请重新登录",
  authTimeout: "身份验证超时，请重新连接",
  tooManyConnections: "打开的直播间窗口过多，请关闭其他窗口后重试",
  badFrame: "消息格式不正确",
  notFound: "直播不存在",
  notStarted: "直播未开始",
  ended: "直播已结束",
  empty: "请输入消息内容",
  tooLong: `消息不能超过${LIVE_CHAT_LIMITS.maxMessageLength}个字`,
  tooFast: `发送过于频繁，每${LIVE_CHAT_LIMITS.rateWindowMs / 1000}秒最多发送${LIVE_CHAT_LIMITS.messagesPerWindow}条`,
  muted: "您已被主讲人禁言，暂时无法发言",
  moderatorsOnly: "仅主讲人或工作人员可以禁言",
  cannotMuteSelf: "不能对自己禁言",
  cannotMuteLecturer: "不能对主讲人禁言",
  unknownUser: "该用户不存在",
} as const;
