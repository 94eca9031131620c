/** The Chinese texts of the Q&A calls. */
export const FORUM_MESSAGES = {
  courseNotFound: "课程不存在或已下架",
  questionNotFound: "问题不存在或已删除",
  answerNotFound: "回答不存在或已删除",
  notYourQuestion: "只能删除自己的提问",
  notYourAnswer: "只能删除自己的回答",
  emptyTitle: "问题标题不能只包含标签或符号，请用文字描述问题",
  emptyAnswer: "回答内容不能只包含标签或符号，请用文字作答",
  tooMany: (minutes: number) => `发布过于频繁，请${minutes}分钟后再试`,
  asked: "提问成功",
  answered: "回答成功",
  deleted: "已删除",
  answerMessageTitle: "你的提问有了新回答",
  answerMessageContent: (answerer: string, lecturer: boolean, title: string) =>
    `${lecturer ? "讲师" : "学员"}${answerer}回答了你的提问「${title}」`,
} as const;
