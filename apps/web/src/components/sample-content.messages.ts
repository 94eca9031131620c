/** The mark on documents and cases invented for the sample data set. */
export const SAMPLE_CONTENT_TEXT = {
  mark: "示例内容",
  hint: "本文为平台示例数据中编写的内容，仅供演示，不是真实的政策公告或案例",
} as const;
