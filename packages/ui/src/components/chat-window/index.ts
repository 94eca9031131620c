export { type ChatBubble, ChatComposer, type ChatConnectionStatus, ChatMessageList, ChatStatusBar } from "./chat-parts";
export { type ChatOfflineForm, ChatWindow, type ChatWindowProps } from "./chat-window";
