/** The Chinese texts of subscriptions and of the messages publishing sends. */
export const SUBSCRIPTION_TEXTS = {
  topicGroup: "课程专题",
  policyGroup: "政策分类",
  unknownCategory: "订阅的专题不存在",
  subscribed: (name: string) => `已订阅「${name}」`,
  unsubscribed: (name: string) => `已取消订阅「${name}」`,
  newContentTitle: (kindLabel: string, subject: string) => `您订阅的「${subject}」有新${kindLabel}`,
  newContentBody: (title: string) => `《${title}》已发布，点击查看。`,
  draftMissing: "草稿不存在或不属于该类型",
  draftPublished: "该草稿已发布",
  published: (articleId: number, notified: number) => `已发布（编号 ${articleId}），已通知 ${notified} 位订阅学员`,
} as const;
