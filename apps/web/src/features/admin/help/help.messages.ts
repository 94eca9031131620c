/** The console's texts for help articles. */
export const HELP_TEXT = {
  newArticle: "新建帮助文章",
  allCategories: "全部分类",
  listCount: (total: number) => `帮助文章（共 ${total} 篇）`,
  list: "帮助文章",
  none: "没有符合条件的帮助文章",
  updatedAt: "更新时间",
  hidden: "已隐藏",
  shownHot: "显示 · 热门",
  shown: "显示",
  unhide: "恢复显示",
  hide: "隐藏",
  editArticle: "编辑帮助文章",
  sortHint: "排序（小的在前）",
  hot: "热门问题",
  hotOnHome: "是（帮助中心首页显示）",
  sanitizeNote: "保存时按站点规则清理：脚本、事件属性和不安全链接会被删除；保存后帮助中心立即显示",
} as const;
