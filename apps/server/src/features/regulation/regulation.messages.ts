/** The Chinese texts of the regulation library calls. */
export const REGULATION_MESSAGES = {
  articleMissing: "文章不存在",
  graphCentreMissing: "关系图谱的中心内容不存在",
} as const;
