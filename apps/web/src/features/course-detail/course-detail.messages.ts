/**
 * The course detail screen's own Chinese texts (the spec gives none for these). The player's and the lecture list's
 * texts are the kit's (VIDEO_TEXT); server outcomes (购买后即可观看, 您已评价过该课程 …) are shown with the server's msg.
 */
export const COURSE_DETAIL_TEXT = {
  openGraph: "查看关系图谱（涉及的政策与案例）",
  missingId: "课程不存在",
  missingIdHint: "链接缺少课程编号，去课程列表看看吧",
  toCourseList: "浏览课程",
  notFound: "课程不存在或已下架",
  withdrawn: "该课程已下架",
  notFoundHint: "这门课程可能已下架，或链接有误，去课程列表看看其他课程吧",
  loadFailed: "课程加载失败",
  // header
  lessons: (count: number) => `共${count}讲`,
  minutes: (count: number) => `${count}分钟`,
  entitledVia: { free: "免费学习", purchase: "已购买", vip: "会员畅学" },
  buyNow: "立即购买",
  vipFree: "开通会员免费学",
  // player area
  playerLoading: "正在准备视频…",
  loginToWatch: "登录后即可观看",
  loginToWatchHint: "登录后开始学习，学习进度自动保存",
  loginToWatchLabel: "登录后观看课程",
  noLectures: "课程视频制作中，敬请期待",
  learning: "课程学习",
  nowPlaying: "正在学习",
  nextLecture: (title: string) => `下一讲：${title}`,
  // sections
  introduction: "课程介绍",
  lecturers: "讲师介绍",
  handouts: "课程讲义",
  handoutOpen: "查看讲义",
  handoutClose: "收起",
  // rating
  rating: "课程评价",
  ratingHint: "学完这门课感觉如何？你的评价会帮助我们改进课程",
  ratingComment: "评价内容",
  ratingCommentPlaceholder: "说说你的学习收获或建议（选填）",
  ratingStarsRequired: "请先选择评分",
  ratingSubmit: "提交评价",
  ratingUpdate: "修改评价",
  ratingSubmitted: "评价成功，感谢你的反馈",
  ratingUpdated: "评价已更新",
  ratingYours: "你的评价",
  loginToRate: "登录后评价课程",
  // related content
  relatedCourses: "相关课程",
  relatedPolicies: "相关政策",
  relatedCases: "相关案例",
  relatedEmpty: "暂无相关内容",
} as const;
