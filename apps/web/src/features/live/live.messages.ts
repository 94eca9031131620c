/** Texts of the live screens (/live, /liveList) and the live chat; the spec's own texts come from core's MESSAGES. */
export const LIVE_TEXT = {
  homeTitle: "直播课堂",
  homeSubtitle: "财税名师在线直播，预约后开播前30分钟提醒您",
  liveNow: "直播中",
  upcoming: "即将开播",
  replays: "精彩回放",
  liveNowEmpty: "当前没有正在进行的直播",
  upcomingEmpty: "暂无即将开播的直播",
  replaysEmpty: "暂无直播回放",
  listTitle: "全部直播",
  listEmpty: "暂无直播",
  filterLabel: "直播状态",
  filterAll: "全部",
  statusNames: { 0: "即将开播", 1: "直播中", 2: "回放" } as Record<number, string>,
  pastLastPage: "该页没有直播了",
  backToFirstPage: "回到第一页",
} as const;
