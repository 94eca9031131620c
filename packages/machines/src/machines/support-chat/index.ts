export { connectSupportChat } from "./support-chat.connect";
export { supportChatMachine } from "./support-chat.machine";
export type { SupportChatContext, SupportChatEvent, SupportChatStatus, SupportChatView } from "./support-chat.types";
