/** The Chinese texts of the console's help article calls. */
export const HELP_CONSOLE_MESSAGES = {
  categoryMissing: "分类：所选帮助分类不存在",
  notFound: "帮助文章不存在",
  created: "帮助文章已发布",
  saved: "已保存",
  visibility: "显示状态：只能是 显示 或 隐藏",
  hidden: "已隐藏，帮助中心不再显示该文章",
  shown: "已恢复显示",
} as const;
