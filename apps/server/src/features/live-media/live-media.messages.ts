/** The Chinese texts of the live media calls. */
export const LIVE_MEDIA_MESSAGES = {
  notFound: "直播不存在",
  notLecturer: "仅主讲讲师可以进入直播间后台",
  notPresenter: "您不是该直播的主讲讲师，无法进入直播间后台",
  keyRotated: "推流密钥已更换，旧密钥已失效",
  keyRotateWhileLive: "直播进行中，请先停止推流再更换推流密钥",
  noReplay: "该直播暂无回放",
  loginToWatch: "请登录后观看",
  paidToWatch: "该直播仅限VIP会员或已购课程的学员观看",
  progressSaved: "已保存观看进度",
} as const;
