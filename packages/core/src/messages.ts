/**
 * Every Chinese text the spec gives, in one place (spec §2, §3, §4, §8, §9).
 * Keys name the situation; values are the spec's exact wording.
 */
export const MESSAGES = {
  // spec §4 session
  logoutConfirm: "您确定退出登录吗？",
  logoutCancelled: "取消退出登录",
  logoutSuccess: "登出成功",
  // spec §8 error catalogue
  requestTimeout: "请求超时，请检查网络是否连接正常",
  requestFailed: "请求失败，请检查网络是否已连接",
  errorTitle: "错误",
  aiServiceError: "AI服务异常，请稍后再试",
  noStudyPlan: "暂时还没有学习方案哦~",
  ssoLoginError: "登录异常,请重新登录",
  orgLoginFailed: "机构登录失败",
  authFailed: "认证失败",
  orgChanged: "提示当前机构发生变更",
  invalidInput: "输入的数据不合法!",
  startTimeAbsent: "暂无相关信息",
  // spec §2 page frame
  searchPlaceholder: "请输入课程名",
  studentCentre: "学员中心",
  orgBack: "返回",
  goBuy: "去购买",
  footerLinks: ["关于我们", "意见反馈", "法律协议", "帮助中心", "新政速递"],
  // spec §2 live cell, §4 live status
  lecturerLabel: "主讲人",
  startTimeLabel: "开播时间",
  liveNotStarted: "未开播",
  liveBook: "报名预约",
  liveBooked: "已预约",
  liveOn: "直播中",
  liveEnter: "立即进入",
  liveReplay: "回放",
  liveWatchReplay: "查看回放",
  liveCancelBooking: "取消预约",
  // spec §3 badges
  badgeInProduction: "制作中",
  badgeUpdated: "更新",
  badgeNew: "上新",
  badgeAwaitingUpdate: "待更新",
  // spec §3 video events
  defaultJumpText: "去查看",
  // spec §9 display texts
  free: "免费",
  yen: "¥",
  unreadOverflow: "99+",
  secondsAgo: "秒前",
  minutesAgo: "分钟前",
  hoursAgo: "小时前",
  daysAgo: "天前",
  learnersSuffix: "人已学习",
  updatedPrefix: "更新于",
  // spec §2 rating widget: very poor, disappointed, average, satisfied, surprised
  ratingTexts: ["极差", "失望", "一般", "满意", "惊喜"],
} as const;

export type MessageKey = keyof typeof MESSAGES;
