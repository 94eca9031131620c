/** The web texts of the live customer service (the kit's UI_TEXT holds the components' own). */
export const SUPPORT_CHAT_TEXT = {
  contactInvalid: "请输入正确的手机号，或留空",
  contentRequired: "请输入留言内容",
  connectionLost: "连接已断开",
} as const;
