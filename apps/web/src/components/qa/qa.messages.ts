/** Texts of course Q&A shared by the course detail's 问答 section and the learner centre's 我的问答. */
export const QA_TEXT = {
  courseQa: "课程问答",
  courseQaHint: "学习中遇到问题？向讲师和同学提问，讲师的回答带有“讲师”标识",
  noQuestions: "还没有人提问，来提第一个问题吧",
  loadFailed: "问答加载失败",
  moreAnswers: (count: number) => `查看全部 ${count} 个回答`,
  collapseAnswers: "收起回答",
  loadingAnswers: "正在加载回答…",
  loadingThreads: "正在加载问答…",
  deleteQuestionConfirm: "确定删除这个提问吗？提问下的回答会一并删除。",
  deleteAnswerConfirm: "确定删除这条回答吗？",
  confirmTitle: "提示",
} as const;
