/** Texts of the /ai screen (spec §2, §8). */
export const ASSISTANT_TEXT = {
  title: "财税助手",
  subtitle: "回答引自本站的政策、案例和课程，点击出处可查看原文",
  subtitleLlm: "由大模型依据本站的政策、案例和课程作答，点击出处可查看原文",
  // spec §8: the AI check's failure
  serviceDown: "AI服务异常，请稍后再试",
  deleteTitle: "删除对话",
  confirmDelete: (title: string) => `确定删除对话「${title}」吗？删除后无法恢复。`,
  kindPolicy: "政策",
  kindCase: "案例",
  kindLecture: (seconds: number) =>
    `课程 ${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`,
  standing: { repealed: "已废止", pending: "尚未生效", interpretsRepealed: "所解读文件已废止" },
  loading: "加载中…",
  questionTooLong: (max: number) => `问题不能超过${max}字`,
} as const;
