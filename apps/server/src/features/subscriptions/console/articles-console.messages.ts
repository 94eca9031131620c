/** The Chinese texts of the console's policy and case drafts. */
export const ARTICLES_CONSOLE_MESSAGES = {
  topicMissing: "所属专题：所选专题不存在",
  draftNotFound: "文章草稿不存在",
  publishedNoEdit: "该文章已发布，不能再修改草稿",
  draftSaved: "草稿已保存",
  alreadyPublished: "该文章已发布",
  scheduleFormat: "定时发布时间：请填写 YYYY-MM-DDTHH:mm 格式的北京时间",
  scheduleFuture: "定时发布时间：必须晚于现在",
  scheduleCancelled: "已取消定时发布",
  scheduled: "已设置定时发布",
} as const;
