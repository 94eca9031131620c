/** The Chinese texts of the learner-centre calls. */
export const CENTRE_MESSAGES = {
  itemNotFound: "收藏的内容不存在或已下架",
  collected: "收藏成功",
  uncollected: "已取消收藏",
  viewedItemNotFound: "浏览的内容不存在或已下架",
  footprintCleared: "已删除该足迹",
  footprintsCleared: "已清空全部足迹",
} as const;
