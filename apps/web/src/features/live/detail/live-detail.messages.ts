/** The Chinese texts of /liveDetail. */
export const LIVE_DETAIL_TEXT = {
  notFound: "直播不存在",
  notFoundHint: "该直播可能已下线，或链接有误。",
  missingId: "缺少直播编号",
  missingIdHint: "请从直播列表进入直播详情。",
  toLiveHome: "返回直播首页",
  loadFailed: "直播加载失败",
  sideLabel: "直播互动",
} as const;
