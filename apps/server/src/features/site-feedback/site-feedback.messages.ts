/** The Chinese texts of the site-feedback call. */
export const SITE_FEEDBACK_MESSAGES = {
  thanks: "感谢您的反馈",
  tooMany: (minutes: number) => `反馈提交过于频繁，请${minutes}分钟后再试`,
} as const;
