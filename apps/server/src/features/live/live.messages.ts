/** The Chinese texts of the live calls. */
export const LIVE_MESSAGES = {
  notFound: "直播不存在",
  booked: "预约成功",
  alreadyBooked: "您已预约该直播",
  alreadyLive: "直播已开始，无需预约，请直接进入直播间",
  alreadyReplay: "直播已结束，无法预约，可查看回放",
} as const;
