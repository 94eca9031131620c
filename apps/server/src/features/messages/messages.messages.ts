/** The Chinese texts of the message calls. */
export const MESSAGES_TEXTS = {
  notFound: "消息不存在",
  marked: "已标记为已读",
  markedUnread: "已标记为未读",
  allMarked: (count: number) => (count === 0 ? "没有未读消息" : `已将${count}条消息标记为已读`),
} as const;
